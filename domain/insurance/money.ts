/**
 * Money crosses the domain's edges as euros (numbers with at most two
 * decimals, as the API sends them). Sums and splits work in whole cents so
 * that 0.1 + 0.2 is 0.30 and never 0.30000000000000004.
 */

/** Whole cents of a euro amount; rounding absorbs the binary fraction (19.99 * 100 = 1998.9999…). */
export function euroToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuro(cents: number): number {
  return cents / 100;
}

/** The sum of euro amounts, added in cents. */
export function sumOfEuros(amounts: readonly number[]): number {
  return centsToEuro(amounts.reduce((total, amount) => total + euroToCents(amount), 0));
}
