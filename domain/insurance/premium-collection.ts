import { addMonths, isBefore, isSaturday, isSunday, startOfDay, startOfMonth, subDays } from 'date-fns';

/** "Premium collected around the 28th" */
export const PREMIUM_COLLECTION_DAY = 28;

/**
 * "Premium collected around the 28th (the Friday before if on a weekend)."
 * The collection date of the month that `month` falls in; the time of day is midnight.
 */
export function premiumCollectionDate(month: Date): Date {
  const the28th = new Date(month.getFullYear(), month.getMonth(), PREMIUM_COLLECTION_DAY);
  if (isSaturday(the28th)) return subDays(the28th, 1);
  if (isSunday(the28th)) return subDays(the28th, 2);
  return the28th;
}

/**
 * A premium paid by direct debit is collected on its month's collection date
 * ("Premium collected around the 28th"): from that day on it is collected,
 * before it the bill is still to be collected (not yet paid, and not the
 * customer's to pay by hand).
 */
export function isPremiumCollected(premiumMonth: Date, today: Date): boolean {
  return !isBefore(startOfDay(today), premiumCollectionDate(premiumMonth));
}

/** "Payment changes before the 10th apply the next month." */
export const PAYMENT_CHANGE_CUTOFF_DAY = 10;

/**
 * "Payment changes before the 10th apply the next month": a change made on
 * day 1 to 9 takes effect on the 1st of next month; from the 10th on, the
 * next month's collection is already being prepared, so it takes effect on
 * the 1st of the month after next.
 */
export function paymentChangeEffectiveDate(today: Date): Date {
  const monthsAhead = today.getDate() < PAYMENT_CHANGE_CUTOFF_DAY ? 1 : 2;
  return addMonths(startOfMonth(today), monthsAhead);
}
