import { INVOICE_STATUS_ID } from './invoice-status';
import type { Invoice } from './invoices';

/**
 * Issue 15 (h-newins): which premium invoices a saved policy change reaches.
 *
 * "Policy changes possible until and including 31 January, retroactive to
 * 1 January" (spec 02 §5, §9): a change for a policy year always starts on
 * 1 January of that year, so it reaches the premium months of that year and
 * no other; a change for next year reaches next year's invoices only.
 * "A saved change shows on the overview, in the premium and in the invoices
 * after it" (issue 15): the premium invoices of those months that are still
 * open and of which nothing is paid carry the new premium. Nothing paid
 * changes, and neither does an invoice already in a reminder, collection or
 * arrangement step (our reading: its amount is what the customer was asked
 * for; a difference is for the insurer's back office).
 */

/** The month (yyyy-MM) a premium period (yyyy-MM-dd, any day of the month) or date falls in. */
export function premiumMonthOf(day: string): string {
  return day.slice(0, 7);
}

/** "retroactive to 1 January": a change for a policy year reaches exactly the premium months of that year. */
export function isPremiumMonthReachedByChange(premiePeriod: string, policyYear: number): boolean {
  return Number(premiePeriod.slice(0, 4)) === policyYear;
}

/**
 * Whether an invoice takes the new premium of a change for `policyYear`: a
 * premium invoice (it has a premium period) of a month the change reaches,
 * still open (status 1) with nothing paid of it. Nothing paid changes.
 */
export function isInvoiceFollowingChange(
  invoice: Pick<Invoice, 'premiePeriod' | 'statusId' | 'amount' | 'remaining'>,
  policyYear: number,
): boolean {
  return (
    invoice.premiePeriod !== null &&
    isPremiumMonthReachedByChange(invoice.premiePeriod, policyYear) &&
    invoice.statusId === INVOICE_STATUS_ID.open &&
    invoice.remaining === invoice.amount
  );
}

/**
 * A person counts on the premium invoice of a month from the month their
 * insurance starts (yyyy-MM-dd) on; a start on any day of the month counts
 * for that whole month (our reading: the portal shows no part-month premium).
 */
export function isInsuredInPremiumMonth(startDate: string, premiePeriod: string): boolean {
  return premiumMonthOf(startDate) <= premiumMonthOf(premiePeriod);
}

/**
 * The premium months (yyyy-MM-01) to invoice now: every month after the last
 * one invoiced up to and including the month of today (yyyy-MM-dd); a
 * premium invoice is dated the first of its month. None without a last
 * invoiced month (the series starts with the policy, not here).
 */
export function premiumMonthsToInvoice(lastInvoicedPeriod: string | null, today: string): string[] {
  if (lastInvoicedPeriod === null) return [];
  const months: string[] = [];
  let year = Number(lastInvoicedPeriod.slice(0, 4));
  let month = Number(lastInvoicedPeriod.slice(5, 7));
  const until = premiumMonthOf(today);
  for (;;) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const next = `${year}-${String(month).padStart(2, '0')}`;
    if (next > until) return months;
    months.push(`${next}-01`);
  }
}
