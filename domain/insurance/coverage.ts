/**
 * Issue 34 ("Wat wordt vergoed?"): what a package pays for a care type, how
 * much of it a person used this year and what is left. Beyond the spec: the
 * limits are the kinds Dutch insurers publish in their reimbursement
 * overviews (a number of treatments, an amount per year or per period of
 * calendar years, a percentage up to a maximum, or fully covered).
 */
import { centsToEuro, euroToCents } from './money';

/** `vergoedingen?zoek=fysio`: the words searched for, so the dashboard's search box and links open a search. */
export const COVERAGE_SEARCH_QUERY_KEY = 'zoek';

export type CoverageLimit =
  /** e.g. "18 behandelingen per kalenderjaar" */
  | { kind: 'treatments'; count: number }
  /**
   * e.g. the basic insurance's dietetics: "3 behandeluren per kalenderjaar". Counted in hours, which a declaration does
   * not give (its bill lists treatments, not their length): so only what was paid is counted, and it starts afresh on
   * 1 January.
   */
  | { kind: 'treatmentHours'; count: number }
  /**
   * e.g. the basic insurance's ivf: "de eerste 3 ivf-pogingen per zwangerschap" ("3 pogingen per zwangerschap"). Counted
   * per pregnancy, not per calendar year: it does not start afresh on 1 January, and a declaration does not say which
   * pregnancy it is for, so only what was paid is counted.
   */
  | { kind: 'attemptsPerPregnancy'; count: number }
  /** e.g. "€ 500 per kalenderjaar" (periodYears 1) or "€ 150 per 3 kalenderjaren" (periodYears 3) */
  | { kind: 'amount'; euros: number; periodYears: number }
  /** e.g. "75% tot € 250 per kalenderjaar" (maxEuros null: no maximum) */
  | { kind: 'percentage'; percent: number; maxEuros: number | null }
  /**
   * packages of different kinds together: a percentage with an amount on top, e.g. the basic insurance's 75% of a
   * hearing aid and a supplementary package's € 250 per 5 calendar years for the 25% left: "75% van de kosten, plus
   * € 250 per 5 kalenderjaren". Only ever combined (`combinedLimit`), never one package's.
   */
  | { kind: 'percentagePlusAmount'; percent: number; maxEuros: number | null; euros: number; periodYears: number }
  /** the costs in full (the basic insurance's care, within its conditions) */
  | { kind: 'full' };

export type CoverageLimitKind = CoverageLimit['kind'];

/** A handled or pending declaration as far as coverage looks at it. */
export interface CoverageDeclaration {
  careType: string;
  /** handled (status 0 'Afgehandeld'): only those count */
  isHandled: boolean;
  /** 'yyyy-MM-dd' of the (first) treatment */
  treatmentDate: string;
  compensatedAmount: number;
  /** the treatments (activities) on its bills */
  treatmentCount: number;
}

export type CoverageUnit = 'treatments' | 'euros';

export interface CoverageUsage {
  /** the person's limit, the packages' limits combined; null when none covers it */
  limit: CoverageLimit | null;
  /** what the limit counts in; null when nothing is counted (not covered) */
  unit: CoverageUnit | null;
  used: number;
  /** null: no upper bound (fully covered, or a percentage without maximum) */
  left: number | null;
  /** first and last calendar year of the period the limit counts in */
  period: { fromYear: number; toYear: number } | null;
  /** 'yyyy-MM-dd': the day the limit starts afresh; null when there is no limit to reset */
  resetsOn: string | null;
}

/**
 * Several packages of one person covering the same care type add up, as
 * insurers pay them one after the other (a supplementary package first, then
 * an extra one): full cover wins; otherwise the treatments add up; else the
 * treatment hours add up; else the attempts per pregnancy add up; else the
 * amounts add up and the percentages give the highest with the maxima added,
 * and a percentage with an amount gives both (the basic's 75% of a hearing
 * aid plus a supplementary package's € 250).
 */
export function combinedLimit(limits: readonly CoverageLimit[]): CoverageLimit | null {
  if (limits.length === 0) return null;
  if (limits.some((limit) => limit.kind === 'full')) return { kind: 'full' };
  const treatments = limits.filter((limit) => limit.kind === 'treatments');
  if (treatments.length > 0) return { kind: 'treatments', count: treatments.reduce((total, limit) => total + limit.count, 0) };
  const hours = limits.filter((limit) => limit.kind === 'treatmentHours');
  if (hours.length > 0) return { kind: 'treatmentHours', count: hours.reduce((total, limit) => total + limit.count, 0) };
  const attempts = limits.filter((limit) => limit.kind === 'attemptsPerPregnancy');
  if (attempts.length > 0) return { kind: 'attemptsPerPregnancy', count: attempts.reduce((total, limit) => total + limit.count, 0) };
  const amount = combinedAmount(limits.filter((limit) => limit.kind === 'amount'));
  const percentage = combinedPercentage(limits.filter((limit) => limit.kind === 'percentage'));
  if (amount && percentage) return { ...percentage, ...amount, kind: 'percentagePlusAmount' };
  return amount ?? percentage;
}

type AmountLimit = Extract<CoverageLimit, { kind: 'amount' }>;
type PercentageLimit = Extract<CoverageLimit, { kind: 'percentage' }>;

/** Amounts add up to the cent; the longest period is kept. */
function combinedAmount(amounts: readonly AmountLimit[]): AmountLimit | null {
  if (amounts.length === 0) return null;
  return {
    kind: 'amount',
    euros: centsToEuro(amounts.reduce((total, limit) => total + euroToCents(limit.euros), 0)),
    periodYears: Math.max(...amounts.map((limit) => limit.periodYears)),
  };
}

/** The highest percentage, with the maxima added (none when one has none). */
function combinedPercentage(percentages: readonly PercentageLimit[]): PercentageLimit | null {
  if (percentages.length === 0) return null;
  const maxima = percentages.map((limit) => limit.maxEuros);
  return {
    kind: 'percentage',
    percent: Math.max(...percentages.map((limit) => limit.percent)),
    maxEuros: maxima.includes(null) ? null : centsToEuro(maxima.reduce<number>((total, max) => total + euroToCents(max ?? 0), 0)),
  };
}

const yearOfDate = (date: string) => Number(date.slice(0, 4));

/**
 * The calendar years a limit counts in for `year`: one year, or for "per N
 * calendar years" the N years from the first year with a handled claim among
 * the N years up to `year` (no claim yet: a period starts this year).
 */
export function coveragePeriod(limit: CoverageLimit, year: number, claimYears: readonly number[]): { fromYear: number; toYear: number } {
  const periodYears = limit.kind === 'amount' ? Math.max(1, limit.periodYears) : 1;
  const inWindow = claimYears.filter((claimYear) => claimYear <= year && claimYear > year - periodYears);
  const fromYear = inWindow.length > 0 ? Math.min(...inWindow) : year;
  return { fromYear, toYear: fromYear + periodYears - 1 };
}

/**
 * A person's use of a care type in `year`: the handled declarations of that
 * care type treated in the limit's period; treatments counted from their
 * bills, amounts from what was paid out. What is left never goes below 0.
 */
export function coverageUsage(input: {
  careType: string;
  limits: readonly CoverageLimit[];
  declarations: readonly CoverageDeclaration[];
  year: number;
}): CoverageUsage {
  const limit = combinedLimit(input.limits);
  const claims = input.declarations.filter((entry) => entry.isHandled && entry.careType === input.careType);
  if (!limit) return { limit: null, unit: null, used: 0, left: null, period: null, resetsOn: null };
  const period = coveragePeriod(limit, input.year, claims.map((entry) => yearOfDate(entry.treatmentDate)));
  const inPeriod = claims.filter((entry) => {
    const claimYear = yearOfDate(entry.treatmentDate);
    return claimYear >= period.fromYear && claimYear <= Math.min(period.toYear, input.year);
  });
  const paidCents = inPeriod.reduce((total, entry) => total + euroToCents(entry.compensatedAmount), 0);
  const resetsOn = `${period.toYear + 1}-01-01`;
  switch (limit.kind) {
    case 'treatments': {
      const used = inPeriod.reduce((total, entry) => total + entry.treatmentCount, 0);
      return { limit, unit: 'treatments', used, left: Math.max(0, limit.count - used), period, resetsOn };
    }
    // the hours are not on the bills: what was paid this year, until the hours start afresh
    case 'treatmentHours':
      return { limit, unit: 'euros', used: centsToEuro(paidCents), left: null, period, resetsOn };
    case 'amount':
      return { limit, unit: 'euros', used: centsToEuro(paidCents), left: centsToEuro(Math.max(0, euroToCents(limit.euros) - paidCents)), period, resetsOn };
    case 'percentage':
      return {
        limit,
        unit: 'euros',
        used: centsToEuro(paidCents),
        left: limit.maxEuros === null ? null : centsToEuro(Math.max(0, euroToCents(limit.maxEuros) - paidCents)),
        period,
        resetsOn: limit.maxEuros === null ? null : resetsOn,
      };
    // a declaration's payout does not say which package paid it, so what is left of the amount is not known, nor
    // which pregnancy an attempt was for (attempts per pregnancy do not start afresh on 1 January): only what was
    // paid this year
    case 'attemptsPerPregnancy':
    case 'percentagePlusAmount':
    case 'full':
      return { limit, unit: 'euros', used: centsToEuro(paidCents), left: null, period, resetsOn: null };
  }
}
