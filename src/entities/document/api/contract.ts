import { z } from 'zod';

/** Document / message (spec 01 §3) of GET Document/GetDocumentList: the fields the portal reads. */
export const DocumentContract = z.object({
  documentID: z.string(),
  documentName: z.string(),
  name: z.string(),
  docType: z.string(),
  documentCluster: z.string(),
  extension: z.string(),
  hasBeenRead: z.boolean(),
  publicationDate: z.string(),
  customerNumber: z.string(),
  customerInitials: z.string(),
  customerLastName: z.string(),
});

export const DocumentListContract = z.array(DocumentContract);
export type DocumentList = z.infer<typeof DocumentListContract>;

/** A reimbursement document of GET Document/GetGenericDocumentList: the fields the portal uses. */
export const GenericDocumentContract = z.object({
  documentID: z.string(),
  documentName: z.string(),
  name: z.string(),
  docType: z.string(),
  year: z.number().int(),
  /** the contract it is listed for (spec 01 §3 Document: contractCode): an agreement lists the documents of its own contract; null: of the user's label, for none of their contracts */
  contractCode: z.string().nullable(),
});

/** "204 means none": the client answers null for an empty 204. */
export const GenericDocumentListContract = z.array(GenericDocumentContract).nullable();
export type GenericDocumentList = z.infer<typeof GenericDocumentListContract>;

/** GET Document/GetUnreadDocumentCount */
export const UnreadDocumentCountContract = z.object({ unreadDocumentCount: z.number().int().nonnegative() });
export type UnreadDocumentCount = z.infer<typeof UnreadDocumentCountContract>;
