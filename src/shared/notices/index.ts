export {
  $notices,
  positiveNoticeShown,
  negativeNoticeShown,
  warningNoticeShown,
  errorNoticeRequested,
  updateNoticeShown,
  noticeDismissed,
  reloadRequested,
  reloadPageFx,
  ERROR_NOTICE_DELAY_MS,
  type Notice,
  type NoticeKind,
  type NoticeRequest,
} from './model';
export { NoticeList } from './notice-list';
