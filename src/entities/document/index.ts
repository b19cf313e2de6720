/**
 * The user's documents: the messages of the message box, their unread
 * counters (shared by the message box and the dashboard's messages tile)
 * and the reimbursement documents per year.
 *
 * Unread counters, for any page:
 *   sample({ clock: routes.home.opened, target: unreadCountersRequested });   // GET Document/GetUnreadDocumentCount, with and without dateOnly
 *   $unreadCounters                                                           // { unread, unreadLast6Months } | null until both are in
 * The messages tile shows when `unreadLast6Months > 0` (DashboardContext.unreadDocumentsLast6Months).
 * `messageRead(message)` (fired by features/download-document when a message
 * was opened) lowers both counters by the domain's rule, once per message.
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
