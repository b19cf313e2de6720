import { parseCalendarDate } from '../calendar';
import { INVOICE_STATUS_ID, isPayableInvoiceStatus } from './invoice-status';
import { euroToCents } from './money';
import type { Invoice } from './invoices';
import { premiumCollectionDate } from './premium-collection';

/**
 * Paying one bill online with iDEAL (issue 33 point 4; a proposed addition to
 * spec 02 §7, see pacts/README.md). Which bills can be paid here follows the
 * spec's invoice statuses (spec 02 §4): "1 open (Openstaand), 2 reminder
 * (Herinnering), 3 notice (Aanmaning), 4 summons (Sommatie)" are owed by the
 * customer now; "5 in payment arrangement, 6 collection agency, 7 debt-relief
 * programme, 8 bankruptcy" are paid through that route; "9 paid (Betaald)"
 * is done and "10 automatic direct debit" is collected by the insurer.
 */
export type InvoicePaymentRefusal =
  | 'in-payment-arrangement'
  | 'collection-agency'
  | 'debt-relief'
  | 'bankruptcy'
  | 'paid'
  | 'direct-debit'
  | 'nothing-to-pay'
  | 'unknown-status';

const REFUSAL_BY_STATUS: Partial<Record<number, InvoicePaymentRefusal>> = {
  [INVOICE_STATUS_ID.paymentArrangement]: 'in-payment-arrangement',
  [INVOICE_STATUS_ID.collectionAgency]: 'collection-agency',
  [INVOICE_STATUS_ID.debtRelief]: 'debt-relief',
  [INVOICE_STATUS_ID.bankruptcy]: 'bankruptcy',
  [INVOICE_STATUS_ID.paid]: 'paid',
  [INVOICE_STATUS_ID.directDebit]: 'direct-debit',
};

/** Why this bill cannot be paid here; null: it can (a payable status and something left to pay). */
export function invoicePaymentRefusal(invoice: Pick<Invoice, 'statusId' | 'remaining'>): InvoicePaymentRefusal | null {
  const byStatus = REFUSAL_BY_STATUS[invoice.statusId];
  if (byStatus) return byStatus;
  if (!isPayableInvoiceStatus(invoice.statusId)) return 'unknown-status';
  return euroToCents(invoice.remaining) > 0 ? null : 'nothing-to-pay';
}

/**
 * The day a premium bill paid by direct debit is still to be collected on
 * ("Premium collected around the 28th (the Friday before if on a weekend)",
 * spec 02 §9): its premium month's collection date. Null for any other bill,
 * and for one collected already (nothing left on it).
 */
export function pendingDirectDebitDate(invoice: Pick<Invoice, 'statusId' | 'remaining' | 'premiePeriod'>): Date | null {
  if (invoice.statusId !== INVOICE_STATUS_ID.directDebit || euroToCents(invoice.remaining) <= 0 || !invoice.premiePeriod) return null;
  const month = parseCalendarDate(invoice.premiePeriod);
  return month ? premiumCollectionDate(month) : null;
}

/** The server's refusal when a payment is started for a bill that cannot be paid here (400, Dutch, u-form). */
export const INVOICE_PAYMENT_MESSAGES_NL: Record<InvoicePaymentRefusal, string> = {
  'in-payment-arrangement': 'Deze rekening valt onder uw betalingsregeling. U betaalt haar met de termijnen van de regeling.',
  'collection-agency': 'Deze rekening is overgedragen aan een incassobureau. Betaal haar aan het incassobureau.',
  'debt-relief': 'Deze rekening valt onder uw schuldhulptraject. Uw schuldhulpverlener regelt de betaling.',
  bankruptcy: 'Deze rekening valt onder uw faillissement. De curator handelt haar af.',
  paid: 'Deze rekening is al betaald.',
  'direct-debit': 'Deze rekening wordt automatisch van uw rekening afgeschreven.',
  'nothing-to-pay': 'Op deze rekening staat niets meer open.',
  'unknown-status': 'Deze rekening kunt u hier niet betalen.',
};

/** How the bank ends an iDEAL payment; 'open' until the customer has chosen at the bank. */
export const IDEAL_PAYMENT_STATUSES = ['open', 'paid', 'cancelled', 'expired', 'failed'] as const;
export type IdealPaymentStatus = (typeof IDEAL_PAYMENT_STATUSES)[number];

export function isIdealPaymentStatus(value: unknown): value is IdealPaymentStatus {
  return (IDEAL_PAYMENT_STATUSES as readonly unknown[]).includes(value);
}

/** An iDEAL payment that the bank has not finished within this time is expired (iDEAL's own window is 15 minutes). */
export const IDEAL_PAYMENT_LIFETIME_SECONDS = 15 * 60;

/**
 * Betalingskenmerk (the Dutch structured payment reference that banks check):
 * 16 digits, the first a check digit over the other 15, which are weighted
 * from the right by 2, 4, 8, 5, 10, 9, 7, 3, 6, 1 (repeating); the check digit
 * is 11 minus the weighted sum modulo 11, where 11 gives 0 and 10 gives 1.
 * The 15 digits are the invoice number, zero-padded on the left.
 */
const REFERENCE_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1] as const;
const REFERENCE_BODY_LENGTH = 15;

function referenceCheckDigit(body: string): number {
  const sum = [...body].reverse().reduce((total, digit, index) => total + Number(digit) * (REFERENCE_WEIGHTS[index % REFERENCE_WEIGHTS.length] ?? 0), 0);
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? 1 : check;
}

/** The betalingskenmerk of an invoice number (digits, at most 15); null for anything else. */
export function paymentReferenceOf(invoiceNumber: string): string | null {
  if (!/^\d{1,15}$/.test(invoiceNumber)) return null;
  const body = invoiceNumber.padStart(REFERENCE_BODY_LENGTH, '0');
  return `${referenceCheckDigit(body)}${body}`;
}

/** A betalingskenmerk whose check digit fits. */
export function isValidPaymentReference(reference: string): boolean {
  const digits = reference.replace(/\s/g, '');
  return /^\d{16}$/.test(digits) && Number(digits[0]) === referenceCheckDigit(digits.slice(1));
}

/** Shown in groups of four, the way banks print it ("1234 5678 9012 3456"). */
export function paymentReferenceInGroups(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ');
}
