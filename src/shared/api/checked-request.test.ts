import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { number, object, text } from '../lib/contract';
import { AnswerShapeError, ApiError } from './errors';
import { createCheckedRequestEffect, createOneAtATimeTrigger, requestFx } from './model';

const Greeting = object({ text: text(), count: number() });
const greetingFx = createCheckedRequestEffect((name: string) => ({ method: 'GET', path: `Greeting/${name}` }), Greeting);

async function call(answer: () => unknown) {
  const scope = fork({ handlers: [[requestFx, answer]] });
  const result = await allSettled(greetingFx, { scope, params: 'anna' });
  return result;
}

describe('createCheckedRequestEffect: a first-screen call whose answer must fit its shape', () => {
  test.each([
    ['an answer that fits is the result', { text: 'hallo', count: 2 }, { status: 'done', value: { text: 'hallo', count: 2 } }],
    ['unknown fields pass, as with a zod object', { text: 'hallo', count: 2, extra: true }, { status: 'done', value: { text: 'hallo', count: 2, extra: true } }],
  ])('%s', async (_, answer, expected) => {
    expect(await call(() => answer)).toEqual(expected);
  });

  test.each([
    ['a field of the wrong type', { text: 'hallo', count: '2' }, 'count'],
    ['a missing field', { count: 2 }, 'text'],
    ['no object at all', null, 'Expected object'],
  ])('%s fails the call with an AnswerShapeError naming the path and the problem', async (_, answer, problem) => {
    const result = await call(() => answer);
    expect(result.status).toBe('fail');
    const error = result.value as AnswerShapeError;
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(error.path).toBe('Greeting/anna');
    expect(error.problems.join(' ')).toContain(problem);
  });

  test('a failed call stays that failure (the error catalogue reads its status)', async () => {
    const result = await call(() => {
      throw new ApiError(400, 'Greeting/anna', 'Nee');
    });
    expect(result).toMatchObject({ status: 'fail', value: { status: 400, serverMessage: 'Nee' } });
  });
});

describe('createOneAtATimeTrigger: a call is not sent again while it is under way', () => {
  test('two triggers before the answer send one request; a trigger after it sends another', async () => {
    let sent = 0;
    let answer: (value: unknown) => void = () => undefined;
    const scope = fork({
      handlers: [
        [requestFx, () => {
          sent += 1;
          return new Promise((resolve) => {
            answer = resolve;
          });
        }],
      ],
    });
    const greetingRequested = createOneAtATimeTrigger(greetingFx);
    // allSettled waits for every call under way in the scope: both triggers settle with the one answer
    const first = allSettled(greetingRequested, { scope, params: 'anna' });
    const second = allSettled(greetingRequested, { scope, params: 'anna' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toBe(1);
    answer({ text: 'hallo', count: 1 });
    await Promise.all([first, second]);
    const again = allSettled(greetingRequested, { scope, params: 'anna' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer({ text: 'hallo', count: 2 });
    await again;
    expect(sent).toBe(2);
  });
});
