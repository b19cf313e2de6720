/**
 * Issue 34 point 4: while a user edits the policy, "what changes in coverage
 * for each person when a package is swapped ("Fysiotherapie: 9 → 18
 * behandelingen"), from the same catalogue". The catalogue's entries of the
 * packages before and after go in; the care types whose limit differs come
 * out, as data (the screen words them).
 */
import { parseCalendarDate } from '../calendar';
import { ageOn } from '../people';
import { combinedLimit, type CoverageLimit } from './coverage';

/** What one package pays for a care type in a year, as the coverage catalogue lists it. */
export interface PackageCover {
  code: string;
  limit: CoverageLimit;
  /** only for persons younger than this; null: any age */
  forAgesUnder: number | null;
}

/** A care type of the catalogue with what each package pays for it. */
export interface CareTypeCovers {
  id: string;
  name: string;
  covers: readonly PackageCover[];
}

/** A care type whose cover differs between two choices of packages; null: not covered. */
export interface CoverageChange {
  careTypeId: string;
  name: string;
  before: CoverageLimit | null;
  after: CoverageLimit | null;
}

/**
 * The age that decides age-bound cover in a policy change: on 1 January of
 * the year, the day every change of that year starts ("a change for a policy
 * year always starts on 1 January of that year"). Null for an unreadable date.
 */
export function coverageAgeInYear(birthDate: string, year: number): number | null {
  const born = parseCalendarDate(birthDate.slice(0, 10));
  return born ? ageOn(born, new Date(year, 0, 1)) : null;
}

/** A person's limit for a care type with these packages: their covers for the person's age, combined as `combinedLimit` combines them. */
export function coverageLimitOf(careType: CareTypeCovers, codes: readonly string[], age: number | null): CoverageLimit | null {
  const covers = careType.covers.filter((cover) => codes.includes(cover.code) && (cover.forAgesUnder === null || age === null || age < cover.forAgesUnder));
  return combinedLimit(covers.map((cover) => cover.limit));
}

/** Whether two limits pay the same (the same kind with the same figures). */
export function isSameCoverageLimit(first: CoverageLimit | null, second: CoverageLimit | null): boolean {
  if (first === null || second === null) return first === second;
  switch (first.kind) {
    case 'treatments':
      return second.kind === 'treatments' && first.count === second.count;
    case 'treatmentHours':
      return second.kind === 'treatmentHours' && first.count === second.count;
    case 'attemptsPerPregnancy':
      return second.kind === 'attemptsPerPregnancy' && first.count === second.count;
    case 'amount':
      return second.kind === 'amount' && first.euros === second.euros && first.periodYears === second.periodYears;
    case 'percentage':
      return second.kind === 'percentage' && first.percent === second.percent && first.maxEuros === second.maxEuros;
    case 'percentagePlusAmount':
      return (
        second.kind === 'percentagePlusAmount' &&
        first.percent === second.percent &&
        first.maxEuros === second.maxEuros &&
        first.euros === second.euros &&
        first.periodYears === second.periodYears
      );
    case 'full':
      return second.kind === 'full';
  }
}

/**
 * The care types whose cover changes for one person when the packages
 * `before` become `after`, in the catalogue's order: a limit that grows or
 * shrinks, or changes kind, and a care type that becomes covered or stops
 * being covered. Packages that pay the same together as another alone
 * (Aanvullend Goed with Fysio Extra, 18 + 9, against Aanvullend Best's 27)
 * change nothing.
 */
export function coverageChanges(input: {
  catalogue: readonly CareTypeCovers[];
  before: readonly string[];
  after: readonly string[];
  age: number | null;
}): CoverageChange[] {
  return input.catalogue.flatMap((careType) => {
    const before = coverageLimitOf(careType, input.before, input.age);
    const after = coverageLimitOf(careType, input.after, input.age);
    return isSameCoverageLimit(before, after) ? [] : [{ careTypeId: careType.id, name: careType.name, before, after }];
  });
}
