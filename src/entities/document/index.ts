/**
 * The user's documents: the messages of the message box, their unread
 * counters (shared by the message box and the dashboard's messages tile)
 * and the reimbursement documents per year.
 */
export {
  $messages,
  $unreadCounters,
  unreadCountersRequested,
  messageRead,
} from './model/messages';
export type { GenericDocument } from './model/generic-document';
export type { Message } from './model/message';
export {
  documentListQuery,
  genericDocumentListQuery,
  unreadDocumentCountQuery,
  recentUnreadDocumentCountQuery,
  documentListFx,
  genericDocumentListFx,
  unreadDocumentCountFx,
  recentUnreadDocumentCountFx,
} from './api/queries';
