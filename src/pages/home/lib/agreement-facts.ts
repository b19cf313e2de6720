import { isBefore, parseISO, startOfDay } from 'date-fns';
import type { Agreement } from '@/entities/agreement';
import { productCategory } from '@portal/domain';

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
  /** what the user is insured with today, by name: the basic insurance and the others (no excess lines); null: no name known */
  packages: { basic: string | null; others: string[] };
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
    packages: packagesOf(running.flatMap((policy) => policy.products)),
  };
}

/** The running products by name, the basic insurance apart; excess lines are no package. */
function packagesOf(products: readonly Agreement['policyHolders'][number]['policies'][number]['products'][number][]) {
  const named = products.filter((product) => product.name !== null && productCategory(product.typeOfProduct) !== 'excess');
  const basic = named.find((product) => productCategory(product.typeOfProduct) === 'basic')?.name ?? null;
  const others = named.filter((product) => productCategory(product.typeOfProduct) !== 'basic').map((product) => product.name ?? '');
  return { basic, others: [...new Set(others)] };
}
