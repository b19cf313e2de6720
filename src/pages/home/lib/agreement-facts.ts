import { isBefore, parseISO, startOfDay } from 'date-fns';
import type { Agreement } from '@/entities/agreement';

/** What the dashboard's tile conditions read from the most recent agreements (spec 01 §2 "Dashboard tiles"). */
export interface AgreementFacts {
  /** contract code of the agreement the user is on */
  contractCode: string | null;
  /** the user's own policy runs today (no end, or an end not passed) */
  hasActiveAgreement: boolean;
  /** the user's products, by product code and product type code */
  productTypes: string[];
  /** the user is one of the insured persons on the agreement */
  isCustomerUser: boolean;
}

export function agreementFacts(agreements: readonly Agreement[], customerNumber: string, today: Date): AgreementFacts {
  const own = agreements.flatMap((agreement) =>
    agreement.policyHolders
      .filter((holder) => holder.customerNumber === customerNumber)
      .map((holder) => ({ agreement, holder })),
  );
  const policies = own.flatMap(({ holder }) => holder.policies);
  const running = policies.filter((policy) => policy.endDate === null || !isBefore(startOfDay(parseISO(policy.endDate)), startOfDay(today)));
  return {
    contractCode: own[0]?.agreement.contractCode ?? agreements[0]?.contractCode ?? null,
    hasActiveAgreement: running.length > 0,
    productTypes: [...new Set(running.flatMap((policy) => policy.products.flatMap((product) => [product.code, product.typeOfProduct])))],
    isCustomerUser: own.length > 0,
  };
}
