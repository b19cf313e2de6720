import { addMonths, isBefore, isSameDay, parseISO, startOfDay, startOfMonth } from 'date-fns';
import { INVOICE_STATUSES, INVOICE_STATUS_ID, isPayableInvoiceStatus, type InvoiceStatusColour } from './invoice-status';
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

/**
 * How far a term of a running arrangement is: paid once its payment is known
 * (whatever the day), open up to and including its collection date, overdue
 * after that day without a payment. Dates are yyyy-MM-dd, as the API gives them.
 */
export type ArrangementTermStatus = 'paid' | 'open' | 'overdue';

export function arrangementTermStatus(term: { date: string; paidOn?: string | null }, today: Date): ArrangementTermStatus {
  if (term.paidOn) return 'paid';
  return isBefore(parseISO(term.date), startOfDay(today)) ? 'overdue' : 'open';
}

/**
 * A term's colour in the invoice statuses' words (spec 02 §4 "reminder orange,
 * summons red, paid green"): a paid term as a paid invoice, an open one as an
 * open invoice; an overdue one (our reading) as a reminder, the status a bill
 * gets when its day has passed unpaid.
 */
export const ARRANGEMENT_TERM_STATUS_COLOUR: Record<ArrangementTermStatus, InvoiceStatusColour> = {
  paid: INVOICE_STATUSES[INVOICE_STATUS_ID.paid].colour,
  open: INVOICE_STATUSES[INVOICE_STATUS_ID.open].colour,
  overdue: INVOICE_STATUSES[INVOICE_STATUS_ID.reminder].colour,
};

/** What the portal knows of an arrangement or a request to read a bill's request from (the arrangements list). */
export interface ArrangementRequestSource {
  paymentArrangementId: string;
  isProcessed: boolean;
  invoiceNumbers: readonly string[];
  /** absent or null: a request of its own */
  addsToPaymentArrangementId?: string | null;
  /** ISO timestamp of the request; absent or null where the API does not say */
  requestedAt?: string | null;
}

export interface InvoiceArrangementRequest {
  paymentArrangementId: string;
  /** a request of its own, or invoices added to the running arrangement */
  kind: 'new' | 'add-to-existing';
  requestedAt: string | null;
}

/**
 * The request, not processed yet, that asks to put this bill in a payment
 * arrangement ("a new request replaces an unprocessed one; an existing
 * arrangement can get new invoices added", spec 02 §4): the bill keeps its
 * own status until the request is processed, so only the arrangements list
 * can tell. Only for a bill the customer still owes (statuses 1 to 4): a bill
 * paid meanwhile, or already in the arrangement, says its own status. With
 * more than one request naming the bill, the latest.
 */
export function invoiceArrangementRequest(
  invoice: Pick<Invoice, 'invoiceNumber' | 'statusId'>,
  arrangements: readonly ArrangementRequestSource[],
): InvoiceArrangementRequest | null {
  if (!isPayableInvoiceStatus(invoice.statusId)) return null;
  const requests = arrangements
    .filter((arrangement) => !arrangement.isProcessed && arrangement.invoiceNumbers.includes(invoice.invoiceNumber))
    .sort((a, b) => (b.requestedAt ?? '').localeCompare(a.requestedAt ?? ''));
  const [latest] = requests;
  if (!latest) return null;
  return {
    paymentArrangementId: latest.paymentArrangementId,
    kind: latest.addsToPaymentArrangementId ? 'add-to-existing' : 'new',
    requestedAt: latest.requestedAt ?? null,
  };
}

/**
 * Why an invoice cannot go into the arrangement, in the order the wizard
 * tests it (spec 02 §5 and issue 14 step 1: "under 50 euro, a second premium
 * invoice, a premium invoice for the current or a future month, already in an
 * arrangement, with a collection agency, in debt relief"). `chosen` are the
 * invoices the user has already ticked: a premium invoice is "a second
 * premium invoice" while another premium invoice is chosen.
 */
export type ArrangementInvoiceRefusal =
  | 'already-in-arrangement'
  | 'collection-agency'
  | 'debt-relief'
  | 'bankruptcy'
  | 'nothing-to-pay'
  | 'below-minimum'
  | 'premium-not-for-past-month'
  | 'second-premium-invoice';

const REFUSAL_BY_STATUS: Partial<Record<number, ArrangementInvoiceRefusal>> = {
  [INVOICE_STATUS_ID.paymentArrangement]: 'already-in-arrangement',
  [INVOICE_STATUS_ID.collectionAgency]: 'collection-agency',
  [INVOICE_STATUS_ID.debtRelief]: 'debt-relief',
  [INVOICE_STATUS_ID.bankruptcy]: 'bankruptcy',
  [INVOICE_STATUS_ID.paid]: 'nothing-to-pay',
  [INVOICE_STATUS_ID.directDebit]: 'nothing-to-pay',
};

export function arrangementInvoiceRefusal(
  invoice: ArrangementInvoice,
  chosen: readonly Pick<ArrangementInvoice, 'invoiceNumber' | 'premiePeriod'>[],
  today: Date,
): ArrangementInvoiceRefusal | null {
  const byStatus = REFUSAL_BY_STATUS[invoice.statusId];
  if (byStatus) return byStatus;
  if (!isInvoiceSelectableForArrangement(invoice)) return 'nothing-to-pay';
  if (euroToCents(invoice.remaining) < euroToCents(PAYMENT_ARRANGEMENT_MINIMUM_INVOICE_AMOUNT)) return 'below-minimum';
  if (invoice.premiePeriod && !isBefore(parseISO(invoice.premiePeriod), startOfMonth(today))) return 'premium-not-for-past-month';
  if (
    isPremiumInvoice(invoice) &&
    chosen.some((other) => other.invoiceNumber !== invoice.invoiceNumber && isPremiumInvoice(other))
  ) {
    return 'second-premium-invoice';
  }
  return null;
}

/**
 * The invoices the wizard's first step lists: every invoice that still has
 * something open or is held elsewhere (statuses 1 to 8), oldest first, so
 * that the user also sees why one cannot be chosen. Paid and directly
 * debited invoices are not listed.
 */
export function arrangementCandidateInvoices<T extends ArrangementInvoice & { invoiceDate: string }>(invoices: readonly T[]): T[] {
  return invoices
    .filter((invoice) => invoice.statusId !== INVOICE_STATUS_ID.paid && invoice.statusId !== INVOICE_STATUS_ID.directDebit)
    .sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceNumber.localeCompare(b.invoiceNumber));
}

/**
 * isPaymentArrangementsDisabled (spec 02 §3, the invoices list's flag): when
 * any invoice is in bankruptcy a trustee settles all debts, so no arrangement
 * can be requested. A collection agency or debt relief holds only its own
 * invoices (they are "not selectable"); the others can still be arranged.
 */
export function isPaymentArrangementsDisabledFor(invoices: readonly Pick<Invoice, 'statusId'>[]): boolean {
  return invoices.some((invoice) => invoice.statusId === INVOICE_STATUS_ID.bankruptcy);
}

/** The total the arrangement spreads: what is still open on the chosen invoices, in whole cents. */
export function paymentArrangementTotal(invoices: readonly Pick<Invoice, 'remaining'>[]): number {
  return centsToEuro(invoices.reduce((sum, invoice) => sum + euroToCents(invoice.remaining), 0));
}

/**
 * The server's answer for a broken rule (spec 02 §8: a 400 naming the
 * rule), in the user's words; the wizard shows the same text.
 */
export const PAYMENT_ARRANGEMENT_MESSAGES_NL: Record<PaymentArrangementError['code'] | 'arrangements-disabled', string> = {
  'no-invoice-chosen': 'Kies minstens één rekening voor de betalingsregeling.',
  'invoice-not-selectable': 'Een gekozen rekening kan niet in een betalingsregeling.',
  'invoice-below-minimum': 'Een rekening in een betalingsregeling moet minstens 50 euro zijn.',
  'more-than-one-premium-invoice': 'U kunt maar één premierekening in een betalingsregeling opnemen.',
  'premium-invoice-not-for-past-month': 'Een premierekening voor deze of een volgende maand kan niet in een betalingsregeling.',
  'number-of-terms-out-of-range': 'Kies 2 tot en met 12 termijnen.',
  'term-below-minimum': 'Elke termijn moet minstens 25 euro zijn. Kies minder termijnen.',
  'start-date-not-a-collection-moment': 'Kies een van de vaste incassomomenten als startdatum.',
  'arrangements-disabled': 'U kunt op dit moment geen betalingsregeling aanvragen.',
};
