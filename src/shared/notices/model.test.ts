import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $notices, errorNoticeRequested, noticeDismissed, positiveNoticeShown, reloadPageFx, reloadRequested, updateNoticeShown, warningNoticeShown } from './model';

describe('notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('"Error notices appear after 50 ms"', async () => {
    const scope = fork();
    const settled = allSettled(errorNoticeRequested, { scope, params: { messageKey: 'errors.server' } });
    await vi.advanceTimersByTimeAsync(49);
    expect(scope.getState($notices)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($notices)).toEqual([{ id: 1, kind: 'negative', action: 'dismiss', messageKey: 'errors.server' }]);
  });

  test('positive, negative and warning notices stack; the same text is not repeated; dismissing removes one', async () => {
    const scope = fork();
    await allSettled(positiveNoticeShown, { scope, params: { messageKey: 'a' } });
    await allSettled(warningNoticeShown, { scope, params: { messageKey: 'b' } });
    await allSettled(warningNoticeShown, { scope, params: { messageKey: 'b' } });
    expect(scope.getState($notices).map((notice) => [notice.kind, notice.messageKey])).toEqual([
      ['positive', 'a'],
      ['warning', 'b'],
    ]);
    await allSettled(noticeDismissed, { scope, params: 1 });
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['b']);
  });

  test('the update notice has only Ok, which reloads', async () => {
    const reload = vi.fn();
    const scope = fork({ handlers: [[reloadPageFx, reload]] });
    await allSettled(updateNoticeShown, { scope });
    expect(scope.getState($notices)).toEqual([{ id: 1, kind: 'warning', action: 'reload', messageKey: 'notices.update' }]);
    await allSettled(reloadRequested, { scope });
    expect(reload).toHaveBeenCalledOnce();
  });
});
