import { centsToEuro, euroToCents } from './money';

/**
 * Issue 32: "The €2,000 online limit is on the euro value of a claim. A
 * bill abroad in another currency is converted at a documented reference
 * rate of its treatment date." The rates themselves are the insurer's data
 * (the fake backend's seed publishes them on the content host); these are
 * the rules that read them.
 */

/** One reference rate: how many euros one unit of the currency is worth, from a day (yyyy-MM-dd) until the next rate's day. */
export interface ReferenceRate {
  from: string;
  euroPerUnit: number;
}

/** Reference rates per ISO currency code, each list in any order. */
export type ExchangeRateTable = Readonly<Record<string, readonly ReferenceRate[]>>;

export const EURO = 'EUR';

/**
 * The reference rate of a currency on a day (yyyy-MM-dd): the latest rate
 * that starts on or before it. The euro is 1; a currency or day the table
 * does not cover has no rate (null): the claim cannot be valued online.
 */
export function referenceRateOn(table: ExchangeRateTable, currency: string, day: string): number | null {
  if (currency === EURO) return 1;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const rates = Object.hasOwn(table, currency) ? (table[currency] ?? []) : [];
  let best: ReferenceRate | null = null;
  for (const rate of rates) {
    if (rate.from <= day && (best === null || rate.from > best.from)) best = rate;
  }
  return best && best.euroPerUnit > 0 ? best.euroPerUnit : null;
}

/** An amount in a currency as euros at a rate, to the cent (half a cent up). */
export function convertToEuro(amount: number, euroPerUnit: number): number {
  return centsToEuro(Math.round(euroToCents(amount) * euroPerUnit));
}
