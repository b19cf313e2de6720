import { createQuery } from '@farfetched/core';
import { allSettled, createEffect, createStore, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { readClockFx } from '../clock';
import { createStartUnlessRecent } from './start-unless-recent';
import { RECENT_ANSWER_MS } from './unless-recent';

/** A query whose calls are counted, answering from `answers` in turn; the clock at a fixed time that a test moves. */
function setUp(answers: Array<'ok' | 'fail'>) {
  const counter = { calls: 0 };
  const fetchFx = createEffect(() => {
    counter.calls += 1;
    return answers.shift() === 'fail' ? Promise.reject(new Error('down')) : Promise.resolve({ asked: counter.calls });
  });
  const query = createQuery({ effect: fetchFx });
  const current = createStartUnlessRecent(query);
  const $heard = createStore<unknown[]>([]).on(current.answered, (heard, { result }) => [...heard, result]);
  const clock = { now: Date.parse('2026-11-24T10:00:00Z') };
  const scope = fork({ handlers: [[readClockFx, () => new Date(clock.now)]] });
  return { query, current, heard: () => scope.getState($heard), clock, scope, calls: () => counter.calls };
}

describe('createStartUnlessRecent: a screen takes an answer of this same navigation instead of asking again', () => {
  const CASES: Array<{ case: string; before: Array<'ok' | 'fail'>; laterMs: number; asks: boolean }> = [
    { case: 'never asked', before: [], laterMs: 0, asks: true },
    { case: 'answered just now (the guard turned the route away to this screen)', before: ['ok'], laterMs: 300, asks: false },
    { case: 'answered a moment under the interval ago', before: ['ok'], laterMs: RECENT_ANSWER_MS - 1, asks: false },
    { case: 'answered the interval ago: a later visit asks anew', before: ['ok'], laterMs: RECENT_ANSWER_MS, asks: true },
    { case: 'the last call failed: ask again', before: ['fail'], laterMs: 300, asks: true },
  ];
  test.each(CASES)('$case: asks again → $asks', async ({ before, laterMs, asks }) => {
    const { query, current, heard, clock, scope, calls } = setUp([...before, 'ok']);
    for (const _ of before) await allSettled(query.start, { scope });
    const callsBefore = calls();
    const heardBefore = heard().length;
    clock.now += laterMs;
    await allSettled(current.start, { scope });
    expect(calls() - callsBefore).toBe(asks ? 1 : 0);
    // either way the screen hears the data it asked for: the new answer, or the recent one it took
    expect(heard().slice(heardBefore)).toEqual([{ asked: calls() }]);
    expect(scope.getState(query.$data)).toEqual({ asked: calls() });
  });

  test('after a reset (another user) it asks, however recent the answer was', async () => {
    const { query, current, scope, calls } = setUp(['ok', 'ok']);
    await allSettled(query.start, { scope });
    await allSettled(query.reset, { scope });
    await allSettled(current.start, { scope });
    expect(calls()).toBe(2);
  });

  test('the same parameters only: an answer for another year does not count', async () => {
    const years: number[] = [];
    const detailsFx = createEffect((year: number) => {
      years.push(year);
      return Promise.resolve({ year });
    });
    const query = createQuery({ effect: detailsFx });
    const current = createStartUnlessRecent(query);
    const scope = fork({ handlers: [[readClockFx, () => new Date('2026-11-24T10:00:00Z')]] });
    await allSettled(query.start, { scope, params: 2026 });
    await allSettled(current.start, { scope, params: 2026 });
    await allSettled(current.start, { scope, params: 2027 });
    expect(years).toEqual([2026, 2027]);
  });
});
