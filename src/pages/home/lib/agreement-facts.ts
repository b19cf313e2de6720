import type { Agreement } from '@/entities/agreement';
import { formatSubmittedDate, policyPeriodOn, productCategory } from '@portal/domain';

type Product = Agreement['policyHolders'][number]['policies'][number]['products'][number];

/** Packages by name: the basic insurance apart; null: no name known. */
export interface Packages {
  basic: string | null;
  others: string[];
}

/** What the dashboard's tile conditions read from the most recent agreements (spec 01 §2 "Dashboard tiles"). */
export interface AgreementFacts {
  /** contract code of the agreement the user is on */
  contractCode: string | null;
  /** the user's own policy runs today (begun, and no end or an end not passed) */
  hasActiveAgreement: boolean;
  /** the user's products today, by product code and product type code */
  productTypes: string[];
  /** the user is one of the insured persons on the agreement */
  isCustomerUser: boolean;
  /** what the user is insured with today, by name (no excess lines) */
  packages: Packages;
  /** a saved choice that begins later (next year's, chosen in the offer period): from when, and its packages; null: none */
  upcoming: (Packages & { startDate: string }) | null;
}

export function agreementFacts(agreements: readonly Agreement[], customerNumber: string, today: Date): AgreementFacts {
  const own = agreements.flatMap((agreement) =>
    agreement.policyHolders
      .filter((holder) => holder.customerNumber === customerNumber)
      .map((holder) => ({ agreement, holder })),
  );
  const day = formatSubmittedDate(today);
  const policies = own.flatMap(({ holder }) => holder.policies);
  // this year's packages stay this year's until 1 January, also after a change for next year is saved (issue 33 point 13)
  const running = policies.filter((policy) => policyPeriodOn(policy, day) === 'running');
  const upcoming = policies.filter((policy) => policyPeriodOn(policy, day) === 'upcoming');
  const upcomingStart = upcoming.map((policy) => policy.startDate ?? day).sort()[0];
  return {
    contractCode: own[0]?.agreement.contractCode ?? agreements[0]?.contractCode ?? null,
    hasActiveAgreement: running.length > 0,
    productTypes: [...new Set(running.flatMap((policy) => policy.products.flatMap((product) => [product.code, product.typeOfProduct])))],
    isCustomerUser: own.length > 0,
    packages: packagesOf(running.flatMap((policy) => policy.products)),
    upcoming:
      upcomingStart === undefined
        ? null
        : { startDate: upcomingStart, ...packagesOf(upcoming.filter((policy) => (policy.startDate ?? day) === upcomingStart).flatMap((policy) => policy.products)) },
  };
}

/** The products by name, the basic insurance apart; excess lines are no package. */
function packagesOf(products: readonly Product[]): Packages {
  const named = products.filter((product) => product.name !== null && productCategory(product.typeOfProduct) !== 'excess');
  const basic = named.find((product) => productCategory(product.typeOfProduct) === 'basic')?.name ?? null;
  const others = named.filter((product) => productCategory(product.typeOfProduct) !== 'basic').map((product) => product.name ?? '');
  return { basic, others: [...new Set(others)] };
}
