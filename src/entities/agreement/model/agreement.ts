import type { MostRecentAgreementsAnswer } from '../api/contract';

export interface Product {
  code: string;
  typeOfProduct: string;
  /** null: the answer gave no name */
  name: string | null;
}

export interface Policy {
  /** yyyy-MM-dd; null: the answer gave none (counted as begun) */
  startDate: string | null;
  /** yyyy-MM-dd; null: the policy has no end */
  endDate: string | null;
  products: Product[];
}

/** An insured person on the agreement with their most recent policies: the one running today and a saved one for next year. */
export interface PolicyHolder {
  customerNumber: string;
  policies: Policy[];
}

/** One of the user's most recent agreements, as the portal reads it. */
export interface Agreement {
  agreementId: string;
  agreementIdNumber: string;
  contractCode: string;
  hasBasicInsurance: boolean;
  policyHolders: PolicyHolder[];
}

/** The answer of Agreement/GetMostRecentAgreements as the portal's agreements (absent lists are empty). */
export function toAgreements(answer: MostRecentAgreementsAnswer): Agreement[] {
  return answer.map((agreement) => ({
    agreementId: agreement.agreementId,
    agreementIdNumber: agreement.agreementIdNumber,
    contractCode: agreement.contractCode,
    hasBasicInsurance: agreement.hasBasicInsurance,
    policyHolders: (agreement.policyHolders ?? []).map((holder) => ({
      customerNumber: holder.customer.customerNumber,
      policies: (holder.policies ?? []).map((policy) => ({ startDate: policy.startDate ?? null, endDate: policy.endDate ?? null, products: (policy.products ?? []).map((product) => ({ code: product.code, typeOfProduct: product.typeOfProduct, name: product.name ?? null })) })),
    })),
  }));
}
