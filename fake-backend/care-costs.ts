/**
 * What a person's care cost them in a year, from the declarations: the
 * handled ones (status 0) treated in that year. One place, so that
 * GetExcess, GetFinancialSummary and the declarations list agree.
 */
import { GVS_PERSONAL_CONTRIBUTION_CAP, centsToEuro, costMeter, euroToCents, type CostMeter } from '../domain/insurance';
import type { DbState, DeclarationRecord, PolicyRecord } from './seed';
import { policyOfPersonForYear } from './areas/policy-year';
import { COVERAGE_CATALOGUE } from './seed/coverage';

/** Dental care in the declarations (the seed's and the wizard's care type). */
export const DENTAL_CARE_TYPE = 'Mondzorg';

/**
 * The yearly maximum of the dental insurances the seed sells (product
 * code → euros), from the coverage catalogue's dental care (issue 34: one
 * source for the meter and the coverage screen). A dental product not
 * listed covers the smallest amount.
 */
export const DENTAL_COVER_BY_PRODUCT: Readonly<Record<string, number>> = Object.fromEntries(
  (COVERAGE_CATALOGUE.find((careType) => careType.declarationCareType === DENTAL_CARE_TYPE)?.rules ?? []).flatMap(({ codes, limit }) =>
    limit.kind === 'amount' && limit.periodYears === 1 ? codes.map((code) => [code, limit.euros] as const) : [],
  ),
);
const SMALLEST_DENTAL_COVER = 250;

/** The person's policy of a year, stored or continued into it over New Year (issue 32 point 16). */
export function policyOf(state: DbState, customerNumber: string, year: number, today: string): PolicyRecord | undefined {
  return policyOfPersonForYear(state, customerNumber, year, today) ?? undefined;
}

/** The handled declarations of a person treated in `year`. */
export function handledDeclarationsOf(state: DbState, customerNumber: string, year: number): DeclarationRecord[] {
  return state.declarations.filter(
    (entry) => entry.customerNumber === customerNumber && entry.status === 0 && entry.treatmentDate.startsWith(`${year}-`),
  );
}

const sumCents = (declarations: readonly DeclarationRecord[], amountOf: (entry: DeclarationRecord) => number) =>
  declarations.reduce((total, entry) => total + euroToCents(amountOf(entry)), 0);

/** The own risk taken in `year` (euros). */
export function excessConsumed(state: DbState, customerNumber: string, year: number): number {
  return centsToEuro(sumCents(handledDeclarationsOf(state, customerNumber, year), (entry) => entry.excessAmount));
}

export function dentalCoverOf(policy: PolicyRecord | undefined): number {
  const dental = policy?.products.find((product) => product.typeOfProduct === 'TA');
  if (!dental) return 0;
  return DENTAL_COVER_BY_PRODUCT[dental.code] ?? SMALLEST_DENTAL_COVER;
}

export interface FinancialSummary {
  excess: CostMeter;
  gvs: CostMeter;
  dental: CostMeter;
}

/**
 * "Financial summary: for excess, for GVS and for dental: total, consumed,
 * remaining and percentage consumed" (spec 02 §3): the own risk of the
 * policy against the own risk taken; the statutory personal contribution
 * against its legal cap; the dental insurance's yearly maximum against what
 * it reimbursed for dental care.
 */
export function financialSummaryOf(state: DbState, customerNumber: string, year: number, today: string): FinancialSummary {
  const policy = policyOf(state, customerNumber, year, today);
  const handled = handledDeclarationsOf(state, customerNumber, year);
  const dentalTotal = dentalCoverOf(policy);
  return {
    excess: costMeter({ total: policy?.excessAmount ?? 0, consumed: excessConsumed(state, customerNumber, year) }),
    gvs: costMeter({ total: GVS_PERSONAL_CONTRIBUTION_CAP, consumed: centsToEuro(sumCents(handled, (entry) => entry.contributionAmount)) }),
    dental: costMeter({
      total: dentalTotal,
      consumed: dentalTotal === 0 ? 0 : centsToEuro(sumCents(handled.filter((entry) => entry.careType === DENTAL_CARE_TYPE), (entry) => entry.compensatedAmount)),
    }),
  };
}
