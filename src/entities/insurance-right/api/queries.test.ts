import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { navigationBegan } from '@/shared/routing';
import { insuranceRightChanged, insuranceRightFx, insuranceRightQuery } from './queries';

/** A backend that answers after a tick and counts its calls. */
function slowBackend<T>(result: T) {
  const calls = { count: 0 };
  const handler = async () => {
    calls.count += 1;
    await new Promise((done) => setTimeout(done, 5));
    return result;
  };
  return { calls, handler };
}

// Issue 19: after login the guard and menu (refresh) and the dashboard (start) ask before the first answer.
describe('one request for the insurance right, whoever asks first', () => {
  test('a refresh and a start before the answer make one call, and both get the data', async () => {
    const backend = slowBackend({ isCheckRequired: true });
    const scope = fork({ handlers: [[insuranceRightFx, backend.handler]] });
    await Promise.all([allSettled(insuranceRightQuery.refresh, { scope }), allSettled(insuranceRightQuery.start, { scope })]);
    expect(backend.calls.count).toBe(1);
    expect(scope.getState(insuranceRightQuery.$status)).toBe('done');
    expect(scope.getState(insuranceRightQuery.$data)).toEqual({ isCheckRequired: true });
  });

  test('a start within one navigation takes the answer, however late; a new navigation asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const backend = slowBackend({ isCheckRequired: false });
    const scope = fork({ handlers: [[insuranceRightFx, backend.handler]] });
    await allSettled(insuranceRightQuery.start, { scope });
    vi.setSystemTime(Date.now() + 10_000);
    await allSettled(insuranceRightQuery.start, { scope });
    expect(backend.calls.count).toBe(1);
    await allSettled(navigationBegan, { scope });
    await allSettled(insuranceRightQuery.start, { scope });
    expect(backend.calls.count).toBe(2);
  });

  test('a changed insurance right is asked again at once, the kept answer gone', async () => {
    const answers = [{ isCheckRequired: true }, { isCheckRequired: false }];
    let calls = 0;
    const scope = fork({ handlers: [[insuranceRightFx, () => answers[calls++]]] });
    await allSettled(insuranceRightQuery.start, { scope });
    await allSettled(insuranceRightChanged, { scope });
    expect(calls).toBe(2);
    expect(scope.getState(insuranceRightQuery.$data)).toEqual({ isCheckRequired: false });
  });
});

afterEach(() => {
  vi.useRealTimers();
});
