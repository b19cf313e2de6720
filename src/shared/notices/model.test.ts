import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $notices, ERROR_NOTICE_CLOSE_MS, errorNoticeRequested, selfClosingNoticeShown, formProgressed, negativeNoticeShown, pageChanged, noticeDismissed, positiveNoticeShown, reloadPageFx, reloadRequested, updateNoticeShown, warningNoticeShown } from './model';

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

  test('an error notice on screen closes itself after a while; its timer runs only once the list shows it', async () => {
    const scope = fork();
    await allSettled(negativeNoticeShown, { scope, params: { messageKey: 'errors.server' } });
    const id = scope.getState($notices)[0]?.id ?? -1;
    const settled = allSettled(selfClosingNoticeShown, { scope, params: id });
    await vi.advanceTimersByTimeAsync(ERROR_NOTICE_CLOSE_MS - 1);
    expect(scope.getState($notices)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($notices)).toEqual([]);
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

  test('a form that moves on drops its old error notices, also those for the next page; positive and update notices stay', async () => {
    const scope = fork();
    await allSettled(negativeNoticeShown, { scope, params: { messageKey: 'wrong-code', forNextPage: true } });
    await allSettled(warningNoticeShown, { scope, params: { messageKey: 'careful' } });
    await allSettled(updateNoticeShown, { scope });
    await allSettled(formProgressed, { scope });
    await allSettled(positiveNoticeShown, { scope, params: { messageKey: 'code-sent' } });
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['notices.update', 'code-sent']);
  });

  test('the update notice has only Ok, which reloads', async () => {
    const reload = vi.fn();
    const scope = fork({ handlers: [[reloadPageFx, reload]] });
    await allSettled(updateNoticeShown, { scope });
    expect(scope.getState($notices)).toEqual([{ id: 1, kind: 'warning', action: 'reload', messageKey: 'notices.update' }]);
    await allSettled(reloadRequested, { scope });
    expect(reload).toHaveBeenCalledOnce();
  });

  test('issue 12 point 2: a page change removes the old page’s negative and warning notices; positive, update and next-page notices stay', async () => {
    const scope = fork();
    await allSettled(negativeNoticeShown, { scope, params: { messageKey: 'old-error' } });
    await allSettled(warningNoticeShown, { scope, params: { messageKey: 'old-warning' } });
    await allSettled(positiveNoticeShown, { scope, params: { messageKey: 'saved' } });
    await allSettled(updateNoticeShown, { scope });
    await allSettled(negativeNoticeShown, { scope, params: { messageKey: 'why-you-are-here', forNextPage: true } });
    await allSettled(pageChanged, { scope });
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['saved', 'notices.update', 'why-you-are-here']);
    // a next-page notice survives one navigation only
    await allSettled(pageChanged, { scope });
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['saved', 'notices.update']);
  });

  test('issue 12 point 2: ids are not reused (a closing timer cannot hit a later notice)', async () => {
    const scope = fork();
    await allSettled(negativeNoticeShown, { scope, params: { messageKey: 'first' } });
    await allSettled(positiveNoticeShown, { scope, params: { messageKey: 'saved' } });
    await allSettled(noticeDismissed, { scope, params: 2 });
    await allSettled(negativeNoticeShown, { scope, params: { messageKey: 'second' } });
    expect(scope.getState($notices).map((notice) => [notice.id, notice.messageKey])).toEqual([[1, 'first'], [3, 'second']]);
  });
});
