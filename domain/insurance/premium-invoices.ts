import { INVOICE_STATUS_ID } from './invoice-status';
import type { Invoice } from './invoices';
import { centsToEuro, euroToCents } from './money';
import { isPaymentTerm, paymentTermDiscountKey, type PaymentTerm } from './payment-term';
import type { PaymentTermDiscounts } from './policy-premium';

/**
 * Issue 15 (h-newins): which premium invoices a saved policy change reaches.
 *
 * "Policy changes possible until and including 31 January, retroactive to
 * 1 January" (spec 02 §5, §9): a change for a policy year always starts on
 * 1 January of that year, so it reaches the premium months of that year and
 * no other; a change for next year reaches next year's invoices only.
 * "A saved change shows on the overview, in the premium and in the invoices
 * after it" (issue 15): the premium invoices of those months that are still
 * open (or still to be collected by direct debit) and of which nothing is
 * paid carry the new premium. Nothing paid
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
 * still open (status 1) or still to be collected by direct debit (status 10,
 * "Premium collected around the 28th"), with nothing paid of it. Nothing
 * paid changes.
 */
export function isInvoiceFollowingChange(
  invoice: Pick<Invoice, 'premiePeriod' | 'statusId' | 'amount' | 'remaining'>,
  policyYear: number,
): boolean {
  return (
    invoice.premiePeriod !== null &&
    isPremiumMonthReachedByChange(invoice.premiePeriod, policyYear) &&
    (invoice.statusId === INVOICE_STATUS_ID.open || invoice.statusId === INVOICE_STATUS_ID.directDebit) &&
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
 * "Payment term in months: 1 monthly, 3 quarterly, 6 half-yearly, 12 yearly"
 * (spec 02 §3); "Yearly payment discount 1% (percentage also from data)"
 * (spec 02 §10). A premium invoice bills one period of the agreement's
 * payment term: a month, a quarter, a half year or a year. Our reading: the
 * periods run on the calendar (a quarter starts in January, April, July or
 * October; a half year in January or July; a year in January), as the
 * policy year does; a premium invoice is dated the first day of its period
 * and its premiePeriod is that day.
 */

/** A premium period: its first day (yyyy-MM-01), its last day and how many months it holds. */
export interface PremiumPeriod {
  start: string;
  end: string;
  months: number;
}

const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const firstDayOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
function lastDayOf(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(days).padStart(2, '0')}`;
}

/** The period of `term` months (on the calendar) that holds a day: for a quarterly payer 14 May lies in April to June. */
export function premiumTermPeriodOf(day: string, term: PaymentTerm): PremiumPeriod {
  const index = monthNumber(day);
  const first = index - ((index % 12) % term);
  return { start: firstDayOf(first), end: lastDayOf(first + term - 1), months: term };
}

/**
 * The premium periods to invoice now, after the last invoiced period (its
 * last day): from the month after it, period after period of the payment
 * term, every period that has started by today (yyyy-MM-dd). After a change
 * of term the first period runs from the month after the last invoiced one
 * to the end of the new term's period that holds it (a shorter period, so
 * no month is billed twice or skipped). None without a last invoiced period
 * (the series starts with the policy, not here).
 */
export function premiumPeriodsToInvoice(lastInvoicedEnd: string | null, today: string, term: PaymentTerm): PremiumPeriod[] {
  if (lastInvoicedEnd === null) return [];
  const periods: PremiumPeriod[] = [];
  const until = monthNumber(today);
  for (let next = monthNumber(lastInvoicedEnd) + 1; next <= until; ) {
    const end = monthNumber(premiumTermPeriodOf(firstDayOf(next), term).end);
    periods.push({ start: firstDayOf(next), end: lastDayOf(end), months: end - next + 1 });
    next = end + 1;
  }
  return periods;
}

/** The period a premium invoice bills: from its premiePeriod to its period's last day, a month when it names none (the seed's monthly invoices). */
export function premiumPeriodOfInvoice(premiePeriod: string, premiePeriodEnd: string | null | undefined): PremiumPeriod {
  const end = premiePeriodEnd ?? lastDayOf(monthNumber(premiePeriod));
  return { start: firstDayOf(monthNumber(premiePeriod)), end, months: monthNumber(end) - monthNumber(premiePeriod) + 1 };
}

/** The first day of each month of a period, in order. */
export function premiumMonthsOfPeriod(period: PremiumPeriod): string[] {
  const first = monthNumber(period.start);
  return Array.from({ length: period.months }, (_, index) => firstDayOf(first + index));
}

/**
 * A period's premium: the net premium of each of its months (they may
 * differ when someone joins within the period), less the discount the data
 * gives for a term of the period's length ("paymentTerm with
 * paymentTermDiscounts"), rounded to whole cents. A month pays no term
 * discount; a shorter period after a change of term pays that of its
 * length when that is a term, else none.
 */
export function premiumOfPeriod(monthlyPremiums: readonly number[], discounts: PaymentTermDiscounts): number {
  const months = monthlyPremiums.length;
  const discount = isPaymentTerm(months) ? (discounts[paymentTermDiscountKey(months)] ?? 0) : 0;
  const cents = monthlyPremiums.reduce((total, premium) => total + euroToCents(premium), 0);
  return centsToEuro(Math.round((cents * (100 - discount)) / 100));
}

/** Someone on the agreement for a premium bill: insured from `startDate`, until `endDate` (null: no end). */
export interface PremiumBillMember {
  customerNumber: string;
  startDate: string;
  endDate: string | null;
}

/** What a premium bill covers: its period, how many persons, and how many of them the reader does not see. */
export interface PremiumBillCover {
  periodStart: string;
  periodEnd: string;
  insuredCount: number;
  notShownCount: number;
}

/**
 * What a premium bill covers (issue 33 point 5: the policy shows a monthly
 * premium while the bill is larger): everyone on the agreement insured in a
 * month of its period (`isInsuredInPremiumMonth`, and not ended before the
 * period), so also persons of 16 or over whom the main insured does not see
 * ("Persons aged 16 or over have their own accounts and are hidden from the
 * main insured", spec 02 §1) but whose premium the main insured pays.
 */
export function premiumBillCover(period: PremiumPeriod, members: readonly PremiumBillMember[], shownCustomerNumbers: ReadonlySet<string>): PremiumBillCover {
  const months = premiumMonthsOfPeriod(period);
  const covered = members.filter(
    (member) => months.some((month) => isInsuredInPremiumMonth(member.startDate, month)) && (member.endDate === null || member.endDate >= period.start),
  );
  return {
    periodStart: period.start,
    periodEnd: period.end,
    insuredCount: covered.length,
    notShownCount: covered.filter((member) => !shownCustomerNumbers.has(member.customerNumber)).length,
  };
}
