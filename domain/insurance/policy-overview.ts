import type { EditPolicyDenialReason } from './edit-policy';
import { productCategory, type ProductCategory } from './product-types';

/**
 * The policy overview (spec 02 §2 "Policy overview: per year; entries to edit
 * the policy and to add an insured person. Shows a policy per agreement
 * participant.", issue 15 screen 1).
 */

/** "basic, additional, extra additional, dental, own risk": the order of a policy's products on the overview. */
export const POLICY_OVERVIEW_PRODUCT_ORDER: readonly ProductCategory[] = ['basic', 'additional', 'extra-additional', 'dental', 'excess'];

/** A policy's products grouped by type in the overview's order; products of an unknown type come last. */
export function policyProductLines<Product extends { typeOfProduct: string }>(
  products: readonly Product[],
): { category: ProductCategory | null; products: Product[] }[] {
  const groups = POLICY_OVERVIEW_PRODUCT_ORDER.map((category) => ({
    category: category,
    products: products.filter((product) => productCategory(product.typeOfProduct) === category),
  }));
  const unknown = products.filter((product) => productCategory(product.typeOfProduct) === null);
  return [...groups, { category: null, products: unknown }].filter((group) => group.products.length > 0);
}

/**
 * The earlier years the overview offers (issue 32 point 14: a user looks up last year's policy for a claim or a
 * tax question): at most the two before this year, the window the bills page shows ("the current year and the two
 * before").
 */
export const POLICY_OVERVIEW_EARLIER_YEARS = 2;

/**
 * "per year (this year, and next year once it is offered: GetYearForOfferedAgreement)", and the earlier years to
 * look up: those in which someone the user may see had a policy (GetAllCustomersWithPolicyInPast), within the last
 * POLICY_OVERVIEW_EARLIER_YEARS; oldest first, each once.
 */
export function policyOverviewYears(thisYear: number, offeredYear: number | null, pastPolicyYears: readonly number[]): number[] {
  const earlier = [...new Set(pastPolicyYears)]
    .filter((year) => year < thisYear && year >= thisYear - POLICY_OVERVIEW_EARLIER_YEARS)
    .sort((a, b) => a - b);
  return [...earlier, thisYear, ...(offeredYear !== null && offeredYear > thisYear ? [offeredYear] : [])];
}

/**
 * The year the overview opens on when the address names none (issue 33 point 14): during the offer period (from
 * 12 November, GetYearForOfferedAgreement answers next year) the offered year, since that is the policy the user
 * is about to choose; otherwise this year (in January the offered year is this year).
 */
export function policyOverviewOpeningYear(thisYear: number, offeredYear: number | null): number {
  return offeredYear !== null && offeredYear > thisYear ? offeredYear : thisYear;
}

export interface PolicyOverviewEntries {
  /** "Polis wijzigen" */
  editPolicy: boolean;
  /** "Polis aanvragen" for the offered year, the selection started afresh (polis-aanvragen/…/true) */
  requestPolicy: boolean;
  /** "Verzekerde bijschrijven" */
  addInsured: boolean;
  /** shown instead of the edit entry */
  denialReason: EditPolicyDenialReason | null;
}

/**
 * "The entries 'Polis wijzigen' and 'Verzekerde bijschrijven' appear when
 * allowed; otherwise the denial reason of the domain": editing needs no
 * denial reason and the edit route's permission; requesting the policy of
 * the offered year (polis-aanvragen, "request policy") the same, shown on that
 * year's overview only, where a user choosing next year's packages looks for
 * it; adding an insured person needs its route (permission and a basic
 * insurance) and a main insured without payment deficit on a running
 * agreement. A missing offer year does not hide it: it blocks only a start
 * date in next year (`startDateOfferYearError`), a newborn is added any day.
 */
export function policyOverviewEntries(facts: {
  denialReason: EditPolicyDenialReason | null;
  mayOpenEditPolicy: boolean;
  mayOpenRequestPolicy: boolean;
  mayOpenAddInsured: boolean;
  /** the year the overview shows */
  year: number;
  offerYear: number | null;
  /** an earlier year is there to look up: it is never changed, so neither entry nor a reason why not */
  isEarlierYear?: boolean;
}): PolicyOverviewEntries {
  if (facts.isEarlierYear) return { editPolicy: false, requestPolicy: false, addInsured: false, denialReason: null };
  const blocksAdding = facts.denialReason !== null && facts.denialReason !== 'not-yet-possible';
  return {
    editPolicy: facts.denialReason === null && facts.mayOpenEditPolicy,
    requestPolicy: facts.denialReason === null && facts.mayOpenRequestPolicy && facts.offerYear !== null && facts.year === facts.offerYear,
    addInsured: facts.mayOpenAddInsured && !blocksAdding,
    denialReason: facts.denialReason,
  };
}

/** The year the overview shows for the address's `jaar`, and the year asked that it cannot show (null: none). */
export interface PolicyOverviewShownYear {
  year: number;
  /** a year the address asked for that is not among the overview's years: said plainly, never passed off as another */
  unavailableYear: number | null;
}

/**
 * The overview's year from the address (`polisoverzicht?jaar=2023`): the year asked when it is one of the overview's
 * years ("per year": this year, next year once offered, the earlier years with a policy); otherwise the opening year,
 * and a year asked that is not available is named (`unavailableYear`), so the page says it shows another year
 * instead of silently showing it. Something that is no year (`?jaar=abc`) names nothing.
 */
export function policyOverviewShownYear(asked: string | undefined, years: readonly number[], openingYear: number): PolicyOverviewShownYear {
  const wanted = /^\d{4}$/.test(asked ?? '') ? Number(asked) : null;
  if (wanted !== null && years.includes(wanted)) return { year: wanted, unavailableYear: null };
  return { year: openingYear, unavailableYear: wanted };
}
