import { REQUEST_KINDS } from '@portal/domain';
import { z } from 'zod';

/** One request of GET Request/GetRequests (issue 33 point 7, a proposed addition); the fields the portal reads. */
export const RequestHistoryItemContract = z.object({
  requestId: z.string(),
  kind: z.enum(REQUEST_KINDS),
  /** the flow's id (`district-nursing`) or the contact form's topic; null for a card or an insurance-right check */
  flow: z.string().nullable(),
  customerNumber: z.string(),
  fullName: z.string(),
  /** ISO timestamp (a card asked before issue 33: its day) */
  receivedAt: z.string(),
  /** yyyy-MM-dd */
  handledBy: z.string(),
  status: z.enum(['in-progress', 'handled']),
});

export const RequestHistoryContract = z.array(RequestHistoryItemContract);
export type RequestHistoryItemAnswer = z.infer<typeof RequestHistoryItemContract>;
