import { allSettled, createEvent, createStore, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { delayed } from './delayed';

afterEach(() => {
  vi.useRealTimers();
});

describe('delayed', () => {
  test('each value comes again after the timeout, not before, in the scope it was given in', async () => {
    vi.useFakeTimers();
    const said = createEvent<string>();
    const $heard = createStore<string[]>([]).on(delayed(said, 50), (heard, value) => [...heard, value]);
    const scope = fork();
    const other = fork();
    void allSettled(said, { scope, params: 'a' });
    await vi.advanceTimersByTimeAsync(20);
    void allSettled(said, { scope, params: 'b' });
    await vi.advanceTimersByTimeAsync(29);
    expect(scope.getState($heard)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($heard)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(20);
    expect(scope.getState($heard), 'none is cancelled by a later one').toEqual(['a', 'b']);
    expect(other.getState($heard)).toEqual([]);
  });
});
