import { z } from 'zod';

/** name: the product as the customer knows it ('Zorgzaam Basis Vrije Keuze'), shown on the dashboard. */
const ProductContract = z.object({ code: z.string(), typeOfProduct: z.string(), name: z.string().optional() });

const PolicyContract = z.object({
  /** yyyy-MM-dd: a change saved for next year starts on 1 January (issue 33 point 13) */
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  products: z.array(ProductContract).optional(),
});

const PolicyHolderContract = z.object({
  customer: z.object({ customerNumber: z.string() }),
  policies: z.array(PolicyContract).optional(),
});

/**
 * "Agreement (most recent): … contractCode, hasBasicInsurance, policyHolders
 * (customer, policies)" (spec 02 §3): the one contract of the answer, for the
 * route checks and every area that reads agreements; only the fields the
 * portal reads.
 */
export const MostRecentAgreementContract = z.object({
  agreementId: z.string(),
  agreementIdNumber: z.string(),
  contractCode: z.string(),
  hasBasicInsurance: z.boolean(),
  policyHolders: z.array(PolicyHolderContract).optional(),
});

export const MostRecentAgreementsContract = z.array(MostRecentAgreementContract);
export type MostRecentAgreementsAnswer = z.infer<typeof MostRecentAgreementsContract>;
