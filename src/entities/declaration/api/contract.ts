import { z } from 'zod';

/** A declaration of GET Declaration/GetDeclarationsPreview (spec 02 §3 "Declaration list item"); the fields the portal reads. */
export const DeclarationPreviewContract = z.object({
  declarationId: z.string(),
  receivedDate: z.string(),
  careProvider: z.string(),
  /** in euros */
  declarationAmount: z.number(),
  /** issue 32: a bill in another currency as declared; null for euros */
  originalAmount: z.number().nullable(),
  originalCurrency: z.string().nullable(),
  /** 0 handled (Afgehandeld), 1 in progress (In behandeling), 2 not applicable */
  status: z.number().int(),
});

export const DeclarationsPreviewContract = z.array(DeclarationPreviewContract);
export type DeclarationPreview = z.infer<typeof DeclarationPreviewContract>;

/** Issue 17: a declaration of GET Declaration/GetDeclarations (spec 02 §3 "Declaration list item"); the fields the portal reads. */
export const DeclarationContract = z.object({
  declarationId: z.string(),
  recordId: z.string(),
  customerNumber: z.string(),
  fullName: z.string(),
  receivedDate: z.string(),
  treatmentDate: z.string(),
  lastTreatmentDate: z.string().nullable(),
  careProvider: z.string(),
  careType: z.string(),
  /** the bill's number at the care provider */
  invoiceId: z.string(),
  /** in euros */
  declarationAmount: z.number(),
  /** issue 32: a bill in another currency as declared and the reference rate it was valued at (euros per unit); null for euros */
  originalAmount: z.number().nullable(),
  originalCurrency: z.string().nullable(),
  exchangeRate: z.number().nullable(),
  compensatedAmount: z.number(),
  uncompensatedAmount: z.number(),
  excessAmount: z.number(),
  contributionAmount: z.number(),
  /** Z care provider, V insured (domain `declarationSubmitter`) */
  submittedBy: z.string(),
  /** D insured, M care provider in the reading chosen (domain `reimbursementReceiver`) */
  receiverOfReimbursement: z.string(),
  status: z.number().int(),
  /** "no detail link without read rights" */
  hasReadRights: z.boolean(),
});

export const DeclarationsContract = z.array(DeclarationContract);
export type Declaration = z.infer<typeof DeclarationContract>;

/** GET Declaration: "Declaration detail adds bills (payOutAmount, activities with date and description), collectionRiskAmount, relation (prefix, lastName, dateOfBirth)." */
export const DeclarationDetailContract = DeclarationContract.extend({
  bills: z.array(
    z.object({
      payOutAmount: z.number(),
      activities: z.array(z.object({ date: z.string(), description: z.string() })),
    }),
  ),
  collectionRiskAmount: z.number(),
  relation: z.object({ prefix: z.string().nullable(), lastName: z.string(), dateOfBirth: z.string() }),
});

export type DeclarationDetail = z.infer<typeof DeclarationDetailContract>;
