import { z } from 'zod';

/** GET Document/GetUnreadDocumentCount answers the number of unread documents. */
export const UnreadDocumentCountContract = z.number().int().min(0);
