import { z } from 'zod';

const PolicyHolderContract = z.object({
  customer: z.object({ customerNumber: z.string(), role: z.enum(['H', 'M', 'P']), birthDate: z.string() }),
  policies: z.array(
    z.object({
      startDate: z.string(),
      endDate: z.string().nullable().optional().transform((value) => value ?? null),
      products: z.array(z.object({ code: z.string(), typeOfProduct: z.string() })).default([]),
    }),
  ),
});

/** Agreement (most recent), spec 02 §3; only the fields the portal reads so far. */
export const MostRecentAgreementContract = z.object({
  agreementId: z.string(),
  agreementIdNumber: z.string(),
  contractCode: z.string(),
  hasBasicInsurance: z.boolean(),
  /** "policyHolders (customer, policies)": the insured persons the user may see */
  policyHolders: z.array(PolicyHolderContract).default([]),
});

export const MostRecentAgreementsContract = z.array(MostRecentAgreementContract);
export type MostRecentAgreement = z.infer<typeof MostRecentAgreementContract>;
