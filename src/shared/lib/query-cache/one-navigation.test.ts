import { createQuery } from '@farfetched/core';
import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { navigationBegan } from '@/shared/routing';
import { cacheForOneNavigation } from './one-navigation';

/** A query by year whose calls are counted, its answers kept for one navigation. */
function setUp() {
  const asked: number[] = [];
  const detailsFx = createEffect((year: number) => {
    asked.push(year);
    return Promise.resolve({ year, answer: asked.length });
  });
  const query = createQuery({ effect: detailsFx, name: `details${Math.random()}` });
  const changed = createEvent();
  cacheForOneNavigation(query, { forgetOn: [changed] });
  const $heard = createStore<unknown[]>([]).on(query.finished.success, (heard, { result }) => [...heard, result]);
  return { query, changed, asked, $heard };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('cacheForOneNavigation: farfetched cache takes an answer of this same navigation instead of asking again', () => {
  const CASES = [
    { case: 'asked again 300 ms after the answer (the guard turned the route away to this screen)', laterMs: 300 },
    { case: 'asked again 5 s after it, in the same navigation (the redirect\'s screen loaded slowly)', laterMs: 5_000 },
  ];
  test.each(CASES)('$case: the kept answer', async ({ laterMs }) => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    const { query, asked, $heard } = setUp();
    const scope = fork();
    await allSettled(query.start, { scope, params: 2026 });
    vi.setSystemTime(Date.now() + laterMs);
    await allSettled(query.start, { scope, params: 2026 });
    expect(asked).toEqual([2026]);
    // each start is answered once, with the kept answer, not the old one first and then a new one
    const first = { year: 2026, answer: 1 };
    expect(scope.getState($heard)).toEqual([first, first]);
  });

  test('a new navigation asks anew, however soon it comes', async () => {
    const { query, asked, $heard } = setUp();
    const scope = fork();
    await allSettled(query.start, { scope, params: 2026 });
    await allSettled(navigationBegan, { scope });
    await allSettled(query.start, { scope, params: 2026 });
    expect(asked).toEqual([2026, 2026]);
    expect(scope.getState($heard)).toEqual([{ year: 2026, answer: 1 }, { year: 2026, answer: 2 }]);
  });

  test('per parameters: an answer for another year does not count', async () => {
    const { query, asked } = setUp();
    const scope = fork();
    await allSettled(query.start, { scope, params: 2026 });
    await allSettled(query.start, { scope, params: 2027 });
    await allSettled(query.start, { scope, params: 2026 });
    expect(asked).toEqual([2026, 2027]);
  });

  test('after one of forgetOn (another user, a change) it asks, within the same navigation', async () => {
    const { query, changed, asked } = setUp();
    const scope = fork();
    await allSettled(query.start, { scope, params: 2026 });
    await allSettled(changed, { scope });
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
