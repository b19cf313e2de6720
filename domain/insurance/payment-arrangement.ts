import { addMonths, isBefore, isSameDay, parseISO, startOfMonth } from 'date-fns';
import { isPayableInvoiceStatus } from './invoice-status';
import type { Invoice } from './invoices';
import { centsToEuro, euroToCents } from './money';
import { premiumCollectionDate } from './premium-collection';

/** "minimum invoice 50 euro, minimum term 25 euro, 2 to 12 terms, one premium invoice" (spec 02 §9) */
export const PAYMENT_ARRANGEMENT_MINIMUM_INVOICE_AMOUNT = 50;
export const PAYMENT_ARRANGEMENT_MINIMUM_TERM_AMOUNT = 25;
export const PAYMENT_ARRANGEMENT_MINIMUM_TERMS = 2;
export const PAYMENT_ARRANGEMENT_MAXIMUM_TERMS = 12;
export const PAYMENT_ARRANGEMENT_MAXIMUM_PREMIUM_INVOICES = 1;
/** How many future collection moments a first term may start on (our choice: the next three). */
export const PAYMENT_ARRANGEMENT_START_MOMENTS = 3;

export type ArrangementInvoice = Pick<Invoice, 'invoiceNumber' | 'statusId' | 'remaining' | 'premiePeriod'>;

/**
 * "invoices already in an arrangement, with a collection agency or in debt
 * relief are not selectable." We also leave out bankruptcy (8: a trustee
 * settles it), paid (9: nothing left to pay) and direct debit (10: collected
 * automatically), so exactly the payable statuses 1 to 4 are selectable.
 */
export function isInvoiceSelectableForArrangement(invoice: Pick<Invoice, 'statusId'>): boolean {
  return isPayableInvoiceStatus(invoice.statusId);
}

/** A premium invoice bills a premium month (premiePeriod set); other invoices bill e.g. excess. */
export function isPremiumInvoice(invoice: Pick<Invoice, 'premiePeriod'>): boolean {
  return Boolean(invoice.premiePeriod);
}

/**
 * "start dates only on fixed collection moments": the premium collection
 * dates (the 28th, or the Friday before) of the next three months, so the
 * terms run with the premium collection the customer already knows.
 */
export function paymentArrangementStartDates(today: Date): Date[] {
  return Array.from({ length: PAYMENT_ARRANGEMENT_START_MOMENTS }, (_, index) =>
    premiumCollectionDate(addMonths(startOfMonth(today), index + 1)),
  );
}

/**
 * The term amounts of an arrangement: the total split evenly in cents; the
 * cents that do not divide go to the first terms, one each.
 */
export function paymentArrangementTermAmounts(total: number, numberOfTerms: number): number[] {
  const totalCents = euroToCents(total);
  const base = Math.floor(totalCents / numberOfTerms);
  const remainder = totalCents - base * numberOfTerms;
  return Array.from({ length: numberOfTerms }, (_, index) => centsToEuro(base + (index < remainder ? 1 : 0)));
}

/** The most terms a total allows: each term at least 25 euro, and never more than 12. */
export function maximumNumberOfTerms(total: number): number {
  const byMinimumTerm = Math.floor(euroToCents(total) / euroToCents(PAYMENT_ARRANGEMENT_MINIMUM_TERM_AMOUNT));
  return Math.min(PAYMENT_ARRANGEMENT_MAXIMUM_TERMS, byMinimumTerm);
}

export type PaymentArrangementError =
  | { code: 'no-invoice-chosen' }
  | { code: 'invoice-not-selectable'; invoiceNumber: string }
  | { code: 'invoice-below-minimum'; invoiceNumber: string }
  | { code: 'more-than-one-premium-invoice' }
  | { code: 'premium-invoice-not-for-past-month'; invoiceNumber: string }
  | { code: 'number-of-terms-out-of-range' }
  | { code: 'term-below-minimum' }
  | { code: 'start-date-not-a-collection-moment' };

export interface PaymentArrangementRequest {
  invoices: readonly ArrangementInvoice[];
  numberOfTerms: number;
  /** the first term's date */
  startDate: Date;
}

/**
 * "At least one invoice chosen; at most one premium invoice, and only for a
 * past month; each invoice 50 euro or more; each term at least 25 euro; 2 to
 * 12 terms; start dates only on fixed collection moments; invoices already in
 * an arrangement, with a collection agency or in debt relief are not selectable."
 *
 * An invoice's amount here is what is still open (`remaining`), the part the
 * arrangement spreads. A term's amount is its share in whole cents, so the
 * smallest term decides. Returns every broken rule; empty means valid.
 */
export function paymentArrangementErrors(request: PaymentArrangementRequest, today: Date): PaymentArrangementError[] {
  const { invoices, numberOfTerms, startDate } = request;
  const errors: PaymentArrangementError[] = [];
  if (invoices.length === 0) errors.push({ code: 'no-invoice-chosen' });

  for (const invoice of invoices) {
    if (!isInvoiceSelectableForArrangement(invoice)) {
      errors.push({ code: 'invoice-not-selectable', invoiceNumber: invoice.invoiceNumber });
    }
    if (euroToCents(invoice.remaining) < euroToCents(PAYMENT_ARRANGEMENT_MINIMUM_INVOICE_AMOUNT)) {
      errors.push({ code: 'invoice-below-minimum', invoiceNumber: invoice.invoiceNumber });
    }
  }

  const premiumInvoices = invoices.filter(isPremiumInvoice);
  if (premiumInvoices.length > PAYMENT_ARRANGEMENT_MAXIMUM_PREMIUM_INVOICES) {
    errors.push({ code: 'more-than-one-premium-invoice' });
  }
  for (const invoice of invoices) {
    if (invoice.premiePeriod && !isBefore(parseISO(invoice.premiePeriod), startOfMonth(today))) {
      errors.push({ code: 'premium-invoice-not-for-past-month', invoiceNumber: invoice.invoiceNumber });
    }
  }

  const termsInRange =
    Number.isInteger(numberOfTerms) &&
    numberOfTerms >= PAYMENT_ARRANGEMENT_MINIMUM_TERMS &&
    numberOfTerms <= PAYMENT_ARRANGEMENT_MAXIMUM_TERMS;
  if (!termsInRange) {
    errors.push({ code: 'number-of-terms-out-of-range' });
  } else if (invoices.length > 0) {
    const total = centsToEuro(invoices.reduce((sum, invoice) => sum + euroToCents(invoice.remaining), 0));
    const smallestTerm = Math.min(...paymentArrangementTermAmounts(total, numberOfTerms));
    if (euroToCents(smallestTerm) < euroToCents(PAYMENT_ARRANGEMENT_MINIMUM_TERM_AMOUNT)) {
      errors.push({ code: 'term-below-minimum' });
    }
  }

  if (!paymentArrangementStartDates(today).some((moment) => isSameDay(moment, startDate))) {
    errors.push({ code: 'start-date-not-a-collection-moment' });
  }
  return errors;
}

/**
 * Before the wizard starts (the popups of spec 02 §8): "arrangements
 * disabled" (isPaymentArrangementsDisabled) wins over "no open invoices"
 * (none selectable).
 */
export function paymentArrangementUnavailableReason({
  invoices,
  isPaymentArrangementsDisabled,
}: {
  invoices: readonly Pick<Invoice, 'statusId'>[];
  isPaymentArrangementsDisabled: boolean;
}): 'arrangements-disabled' | 'no-open-invoices' | null {
  if (isPaymentArrangementsDisabled) return 'arrangements-disabled';
  if (!invoices.some(isInvoiceSelectableForArrangement)) return 'no-open-invoices';
  return null;
}

/**
 * "A new request replaces an unprocessed one; an existing arrangement can get
 * new invoices added." What submitting does given the customer's current
 * arrangement; 'replace-unprocessed' is when the "not processed" popup asks
 * to confirm the replacement.
 */
export function paymentArrangementRequestKind(
  existing: { isProcessed: boolean } | null,
): 'new' | 'replace-unprocessed' | 'add-to-existing' {
  if (!existing) return 'new';
  return existing.isProcessed ? 'add-to-existing' : 'replace-unprocessed';
}

export interface PaymentArrangementTerm {
  /** 1-based */
  number: number;
  /** the collection moment of the term's month */
  date: Date;
  amount: number;
}

/**
 * "the whole schedule of terms on real calendar dates": the first term on
 * the start date's collection moment, each next one on the collection moment
 * (the 28th, or the Friday before) of the month after, with the term amounts
 * of paymentArrangementTermAmounts (they add up exactly to the total).
 */
export function paymentArrangementSchedule(startDate: Date, total: number, numberOfTerms: number): PaymentArrangementTerm[] {
  return paymentArrangementTermAmounts(total, numberOfTerms).map((amount, index) => ({
    number: index + 1,
    date: premiumCollectionDate(addMonths(startOfMonth(startDate), index)),
    amount,
  }));
}
