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
  ERROR_NOTICE_CLOSE_MS,
  pageChanged,
  formProgressed,
  type Notice,
  type NoticeKind,
  type NoticeRequest,
} from './model';
export { NoticeList } from './notice-list';
