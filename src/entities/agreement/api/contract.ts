import { array, boolean, nullable, object, optional, text, type Infer } from '@/shared/lib/contract';

/** name: the product as the customer knows it ('Zorgzaam Basis Vrije Keuze'), shown on the dashboard. */
const ProductContract = object({ code: text(), typeOfProduct: text(), name: optional(text()) });

const PolicyContract = object({
  endDate: optional(nullable(text())),
  products: optional(array(ProductContract)),
});

const PolicyHolderContract = object({
  customer: object({ customerNumber: text() }),
  policies: optional(array(PolicyContract)),
});

/**
 * "Agreement (most recent): … contractCode, hasBasicInsurance, policyHolders
 * (customer, policies)" (spec 02 §3): the one contract of the answer, for the
 * route checks and every area that reads agreements; only the fields the
 * portal reads.
 */
export const MostRecentAgreementContract = object({
  agreementId: text(),
  agreementIdNumber: text(),
  contractCode: text(),
  hasBasicInsurance: boolean(),
  policyHolders: optional(array(PolicyHolderContract)),
});

export const MostRecentAgreementsContract = array(MostRecentAgreementContract);
export type MostRecentAgreementsAnswer = Infer<typeof MostRecentAgreementsContract>;
