/**
 * What a person's care cost them in a year, from the declarations: the
 * handled ones (status 0) treated in that year. One place, so that
 * GetExcess, GetFinancialSummary and the declarations list agree.
 */
import { GVS_PERSONAL_CONTRIBUTION_CAP, centsToEuro, costMeter, euroToCents, type CostMeter } from '../domain/insurance';
import type { Context } from './context';
import { settleDueDeclarations } from './declaration-handling';
import { ValidationError, forbidden } from './http/errors';
import { visibleCustomerNumbers } from './visibility';
import type { CustomerRecord, DbState, DeclarationRecord, PolicyRecord } from './seed';
import { REFUSALS } from './refusals';

/** A query parameter of a given form, or undefined when absent; a 400 naming the rule otherwise. */
export function queryText(value: unknown, field: string, pattern: RegExp, format: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new ValidationError(`De parameter '${field}' in het adres moet ${format} zijn.`);
  }
  return value;
}

/** Dental care in the declarations (the seed's and the wizard's care type). */
export const DENTAL_CARE_TYPE = 'Mondzorg';

/**
 * The yearly maximum of the dental insurances the seed sells (product
 * code → euros). A dental product not listed covers the smallest amount.
 */
export const DENTAL_COVER_BY_PRODUCT: Readonly<Record<string, number>> = { TG1: 250, TG2: 500, TG3: 1000 };
const SMALLEST_DENTAL_COVER = 250;

export function policyOf(state: DbState, customerNumber: string, year: number): PolicyRecord | undefined {
  return state.policies.find((entry) => entry.customerNumber === customerNumber && entry.year === year);
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
export function financialSummaryOf(state: DbState, customerNumber: string, year: number): FinancialSummary {
  const policy = policyOf(state, customerNumber, year);
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

/**
 * The person and year a care-cost read asks for (`customerNumber`, `year`;
 * default the user and this year), after settling what is due, with the
 * state: 400 for a malformed parameter, 403 for a person the user may not see.
 */
export function personAndYearOf(
  ctx: Pick<Context, 'store' | 'clock'>,
  query: Record<string, unknown>,
  viewer: CustomerRecord,
): { state: DbState; customerNumber: string; year: number } {
  const customerNumber = queryText(query['customerNumber'], 'customerNumber', /^\d{1,12}$/, 'een klantnummer (cijfers)') ?? viewer.customerNumber;
  const year = Number(queryText(query['year'], 'year', /^\d{4}$/, 'een jaartal (jjjj)') ?? ctx.clock.today().slice(0, 4));
  settleDueDeclarations(ctx);
  const state = ctx.store.read();
  if (!visibleCustomerNumbers(state, viewer, ctx.clock.today()).has(customerNumber)) {
    throw forbidden(REFUSALS.notVisible(customerNumber));
  }
  return { state, customerNumber, year };
}
