import { z } from 'zod';

/** Agreement (most recent), spec 02 §3; only the fields the portal reads so far. */
export const MostRecentAgreementContract = z.object({
  agreementId: z.string(),
  agreementIdNumber: z.string(),
  contractCode: z.string(),
  hasBasicInsurance: z.boolean(),
});

export const MostRecentAgreementsContract = z.array(MostRecentAgreementContract);
export type MostRecentAgreement = z.infer<typeof MostRecentAgreementContract>;
