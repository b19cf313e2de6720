import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';

export type NoticeKind = 'positive' | 'negative' | 'warning';

export interface NoticeRequest {
  /** i18n key of the text; components translate it */
  messageKey: string;
  values?: Record<string, string>;
  /**
   * The notice tells the user why they are sent elsewhere: it survives the one
   * navigation that follows (e.g. 'Uw verificatiecode is verlopen' on the login page).
   * Any other negative or warning notice belongs to the page it was shown on.
   */
  forNextPage?: boolean;
}

export interface Notice extends NoticeRequest {
  id: number;
  kind: NoticeKind;
  /** the update notice's only action: Ok reloads the page */
  action: 'dismiss' | 'reload';
}

/** "Error notices appear after 50 ms" (spec 01 §8). */
export const ERROR_NOTICE_DELAY_MS = 50;
/** Error notices close themselves after this long once on screen (issue 12 point 2); their button closes them sooner. */
export const ERROR_NOTICE_CLOSE_MS = 10_000;

export const positiveNoticeShown = createEvent<NoticeRequest>();
export const negativeNoticeShown = createEvent<NoticeRequest>();
export const warningNoticeShown = createEvent<NoticeRequest>();
/** From the HTTP error catalogue: shown after the error-notice delay. */
export const errorNoticeRequested = createEvent<NoticeRequest>();
export const updateNoticeShown = createEvent();
export const noticeDismissed = createEvent<number>();
export const reloadRequested = createEvent();
/** The app went to another page: the old page's negative and warning notices go (issue 12 point 2). */
export const pageChanged = createEvent();
/**
 * A form moved on (a step of a wizard, on the same route, was passed): the
 * notices of its earlier failures go, also those meant for the next page;
 * positive notices and the update notice stay (issue 12 point 2).
 */
export const formProgressed = createEvent();

const noticeAdded = createEvent<Omit<Notice, 'id'>>();
const noticeCreated = createEvent<Notice>();

/** ids are never reused: a delayed close cannot hit a later notice */
const $lastId = createStore(0).on(noticeCreated, (_, notice) => notice.id);

export const $notices = createStore<Notice[]>([])
  .on(noticeCreated, (notices, notice) => [...notices, notice])
  .on(noticeDismissed, (notices, id) => notices.filter((notice) => notice.id !== id))
  .on(formProgressed, (notices) => notices.filter((notice) => notice.kind === 'positive' || notice.action === 'reload'))
  .on(pageChanged, (notices) =>
    notices
      .filter((notice) => notice.kind === 'positive' || notice.action === 'reload' || notice.forNextPage === true)
      .map((notice) => (notice.forNextPage ? { ...notice, forNextPage: false } : notice)),
  );

sample({
  clock: noticeAdded,
  source: { notices: $notices, lastId: $lastId },
  // the same text twice at once says nothing new (e.g. several failing calls)
  filter: ({ notices }, notice) =>
    !notices.some((shown) => shown.messageKey === notice.messageKey && shown.kind === notice.kind),
  fn: ({ lastId }, notice): Notice => ({ ...notice, id: lastId + 1 }),
  target: noticeCreated,
});

sample({ clock: positiveNoticeShown, fn: (request) => ({ ...request, kind: 'positive' as const, action: 'dismiss' as const }), target: noticeAdded });
sample({ clock: negativeNoticeShown, fn: (request) => ({ ...request, kind: 'negative' as const, action: 'dismiss' as const }), target: noticeAdded });
sample({ clock: warningNoticeShown, fn: (request) => ({ ...request, kind: 'warning' as const, action: 'dismiss' as const }), target: noticeAdded });

sample({ clock: delay(errorNoticeRequested, ERROR_NOTICE_DELAY_MS), target: negativeNoticeShown });

/**
 * The list shows a notice that closes itself (a negative one with a close button): it closes 10 s later. The timer
 * starts when the notice is on screen, so a model that shows one without the list (a unit test) has none running.
 */
export const selfClosingNoticeShown = createEvent<number>();
sample({ clock: delay(selfClosingNoticeShown, ERROR_NOTICE_CLOSE_MS), target: noticeDismissed });

sample({
  clock: updateNoticeShown,
  fn: () => ({ messageKey: 'notices.update', kind: 'warning' as const, action: 'reload' as const }),
  target: noticeAdded,
});

export const reloadPageFx = createEffect(() => {
  window.location.reload();
});

sample({ clock: reloadRequested, target: reloadPageFx });
