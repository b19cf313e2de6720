import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';

export type NoticeKind = 'positive' | 'negative' | 'warning';

export interface NoticeRequest {
  /** i18n key of the text; components translate it */
  messageKey: string;
  values?: Record<string, string>;
}

export interface Notice extends NoticeRequest {
  id: number;
  kind: NoticeKind;
  /** the update notice's only action: Ok reloads the page */
  action: 'dismiss' | 'reload';
}

/** "Error notices appear after 50 ms" (spec 01 §8). */
export const ERROR_NOTICE_DELAY_MS = 50;

export const positiveNoticeShown = createEvent<NoticeRequest>();
export const negativeNoticeShown = createEvent<NoticeRequest>();
export const warningNoticeShown = createEvent<NoticeRequest>();
/** From the HTTP error catalogue: shown after the error-notice delay. */
export const errorNoticeRequested = createEvent<NoticeRequest>();
export const updateNoticeShown = createEvent();
export const noticeDismissed = createEvent<number>();
export const reloadRequested = createEvent();

const noticeAdded = createEvent<Omit<Notice, 'id'>>();

export const $notices = createStore<Notice[]>([])
  .on(noticeAdded, (notices, notice) => {
    // the same text twice at once says nothing new (e.g. several failing calls)
    const isShown = notices.some(
      (shown) => shown.messageKey === notice.messageKey && shown.kind === notice.kind,
    );
    const nextId = notices.reduce((highest, shown) => Math.max(highest, shown.id), 0) + 1;
    return isShown ? notices : [...notices, { ...notice, id: nextId }];
  })
  .on(noticeDismissed, (notices, id) => notices.filter((notice) => notice.id !== id));

sample({ clock: positiveNoticeShown, fn: (request) => ({ ...request, kind: 'positive' as const, action: 'dismiss' as const }), target: noticeAdded });
sample({ clock: negativeNoticeShown, fn: (request) => ({ ...request, kind: 'negative' as const, action: 'dismiss' as const }), target: noticeAdded });
sample({ clock: warningNoticeShown, fn: (request) => ({ ...request, kind: 'warning' as const, action: 'dismiss' as const }), target: noticeAdded });

delay({ source: errorNoticeRequested, timeout: ERROR_NOTICE_DELAY_MS, target: negativeNoticeShown });

sample({
  clock: updateNoticeShown,
  fn: () => ({ messageKey: 'notices.update', kind: 'warning' as const, action: 'reload' as const }),
  target: noticeAdded,
});

export const reloadPageFx = createEffect(() => {
  window.location.reload();
});

sample({ clock: reloadRequested, target: reloadPageFx });
