import { createQuery } from '@farfetched/core';
import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { awaitsAnswer } from './awaits-answer';

function queryAnswering(answer: () => Promise<string>) {
  const query = createQuery({ effect: createEffect(answer) });
  return { query, $awaits: awaitsAnswer(query) };
}

describe('awaitsAnswer: the answer is not known yet', () => {
  it('holds before the query starts and while its first call runs', async () => {
    let answer!: (value: string) => void;
    const { query, $awaits } = queryAnswering(() => new Promise((resolve) => (answer = resolve)));
    const scope = fork();
    expect(scope.getState($awaits)).toBe(true);
    const started = allSettled(query.start, { scope });
    expect(scope.getState($awaits)).toBe(true);
    answer('in');
    await started;
    expect(scope.getState($awaits)).toBe(false);
  });

  it('ends with a failure: the screen shows what it has without the answer', async () => {
    const { query, $awaits } = queryAnswering(() => Promise.reject(new Error('down')));
    const scope = fork();
    await allSettled(query.start, { scope });
    expect(scope.getState($awaits)).toBe(false);
  });

  it('does not come back while a known answer is asked again', async () => {
    let calls = 0;
    let answer!: (value: string) => void;
    const { query, $awaits } = queryAnswering(() => (++calls === 1 ? Promise.resolve('first') : new Promise((resolve) => (answer = resolve))));
    const scope = fork();
    await allSettled(query.start, { scope });
    const again = allSettled(query.start, { scope });
    expect(scope.getState($awaits)).toBe(false);
    answer('second');
    await again;
    expect(scope.getState($awaits)).toBe(false);
  });
});
