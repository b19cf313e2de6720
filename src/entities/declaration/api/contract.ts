import { z } from 'zod';

/** A declaration of GET Declaration/GetDeclarationsPreview (spec 02 §3 "Declaration list item"); the fields the portal reads. */
export const DeclarationPreviewContract = z.object({
  declarationId: z.string(),
  receivedDate: z.string(),
  careProvider: z.string(),
  declarationAmount: z.number(),
  /** 0 handled (Afgehandeld), 1 in progress (In behandeling), 2 not applicable */
  status: z.number().int(),
});

export const DeclarationsPreviewContract = z.array(DeclarationPreviewContract);
export type DeclarationPreview = z.infer<typeof DeclarationPreviewContract>;
