import { cache, createQuery } from '@farfetched/core';
import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createMemoryCache, KEPT_ANSWERS_ARE_FRESH, ONE_NAVIGATION_MS } from './memory-cache';

const LOADED_AT = Date.parse('2026-11-24T10:00:00Z');

/** A query by year whose calls are counted, cached for one navigation; the clock at the module's load. */
function setUp() {
  vi.useFakeTimers({ now: LOADED_AT, toFake: ['Date'] });
  const asked: number[] = [];
  const detailsFx = createEffect((year: number) => {
    asked.push(year);
    return Promise.resolve({ year, answer: asked.length });
  });
  const query = createQuery({ effect: detailsFx, name: `details${Math.random()}` });
  const purged = createEvent();
  cache(query, { adapter: createMemoryCache({ maxAgeMs: ONE_NAVIGATION_MS }), staleAfter: KEPT_ANSWERS_ARE_FRESH, purge: purged });
  const $heard = createStore<unknown[]>([]).on(query.finished.success, (heard, { result }) => [...heard, result]);
  return { query, purged, asked, $heard };
}
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

afterEach(() => {
  vi.useRealTimers();
});

describe('createMemoryCache: farfetched cache takes an answer of this same navigation instead of asking again', () => {
  const CASES = [
    { case: 'asked again 300 ms after the answer (the guard turned the route away to this screen)', laterMs: 300, asks: false },
    { case: 'asked again a moment under 2 s after it', laterMs: 1_999, asks: false },
    { case: 'asked again 2 s after it: a later visit asks anew', laterMs: 2_000, asks: true },
  ];
  test.each(CASES)('$case: asks again → $asks', async ({ laterMs, asks }) => {
    const { query, asked, $heard } = setUp();
    const scope = fork();
    // the first answer comes long after the module loaded: it is dated when it is stored, not at the load
    later(60_000);
    await allSettled(query.start, { scope, params: 2026 });
    later(laterMs);
    await allSettled(query.start, { scope, params: 2026 });
    expect(asked).toEqual(asks ? [2026, 2026] : [2026]);
    // each start is answered once: the kept answer, or the new one without the old one shown first
    const first = { year: 2026, answer: 1 };
    expect(scope.getState($heard)).toEqual(asks ? [first, { year: 2026, answer: 2 }] : [first, first]);
  });

  test('per parameters: an answer for another year does not count', async () => {
    const { query, asked } = setUp();
    const scope = fork();
    await allSettled(query.start, { scope, params: 2026 });
    await allSettled(query.start, { scope, params: 2027 });
    await allSettled(query.start, { scope, params: 2026 });
    expect(asked).toEqual([2026, 2027]);
  });

  test('after a purge (another user) it asks, however recent the answer was', async () => {
    const { query, purged, asked } = setUp();
    const scope = fork();
    await allSettled(query.start, { scope, params: 2026 });
    await allSettled(purged, { scope });
    await allSettled(query.start, { scope, params: 2026 });
    expect(asked).toEqual([2026, 2026]);
  });

  test('the answers live in the scope: another fork (a test, a session) does not see them', async () => {
    const { query, asked } = setUp();
    await allSettled(query.start, { scope: fork(), params: 2026 });
    await allSettled(query.start, { scope: fork(), params: 2026 });
    expect(asked).toEqual([2026, 2026]);
  });
});
