import { z } from 'zod';

/**
 * "Agreement (most recent): … contractCode, hasBasicInsurance, policyHolders
 * (customer, policies)" (spec 02 §3). The agreement entity's contract checks
 * only what the guard needs; the dashboard reads the policy holders of the
 * same answer with this one (kept out of the login page's bundle).
 */
const PolicyHolderContract = z.object({
  customer: z.object({ customerNumber: z.string() }),
  policies: z.array(
    z.object({
      endDate: z.string().nullable().optional().transform((value) => value ?? null),
      products: z.array(z.object({ code: z.string(), typeOfProduct: z.string() })).default([]),
    }),
  ),
});

export const AgreementPolicyHoldersContract = z.array(
  z.object({
    contractCode: z.string(),
    policyHolders: z.array(PolicyHolderContract).default([]),
  }),
);

export type AgreementPolicyHolders = z.infer<typeof AgreementPolicyHoldersContract>;
