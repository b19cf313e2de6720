export { unreadDocumentCountQuery, recentUnreadDocumentCountQuery } from './api/queries';
export { UnreadDocumentCountContract } from './api/contract';
