/**
 * Invoice status by id (spec 02 §4): 1 open (Openstaand), 2 reminder
 * (Herinnering), 3 notice (Aanmaning), 4 summons (Sommatie), 5 in payment
 * arrangement (Betalingsregeling), 6 collection agency (Incassobureau),
 * 7 debt-relief programme (Schuldhulptraject), 8 bankruptcy (Faillissement),
 * 9 paid (Betaald), 10 automatic direct debit (AutomatischeIncasso).
 * "Display colours: reminder orange, summons red, paid green."
 *
 * Spec 01 §9 names more: "Colours: invoice reminder orange, demand/summons
 * red, paid green". A demand (Aanmaning, the formal demand for payment after
 * the reminder) and a summons (Sommatie) are two statuses, both red (issue 20).
 * Colours neither spec names are 'neutral' (the portal's default text colour).
 * This table is the one mapping: every screen that shows a status reads it.
 */
export type InvoiceStatusColour = 'orange' | 'red' | 'green' | 'neutral';

export const INVOICE_STATUSES = {
  1: { key: 'open', name: 'Openstaand', colour: 'neutral' },
  2: { key: 'reminder', name: 'Herinnering', colour: 'orange' },
  3: { key: 'notice', name: 'Aanmaning', colour: 'red' },
  4: { key: 'summons', name: 'Sommatie', colour: 'red' },
  5: { key: 'payment-arrangement', name: 'Betalingsregeling', colour: 'neutral' },
  6: { key: 'collection-agency', name: 'Incassobureau', colour: 'neutral' },
  7: { key: 'debt-relief', name: 'Schuldhulptraject', colour: 'neutral' },
  8: { key: 'bankruptcy', name: 'Faillissement', colour: 'neutral' },
  9: { key: 'paid', name: 'Betaald', colour: 'green' },
  10: { key: 'direct-debit', name: 'AutomatischeIncasso', colour: 'neutral' },
} as const satisfies Record<number, { key: string; name: string; colour: InvoiceStatusColour }>;

export type InvoiceStatusId = keyof typeof INVOICE_STATUSES;
export type InvoiceStatusKey = (typeof INVOICE_STATUSES)[InvoiceStatusId]['key'];

export const INVOICE_STATUS_ID = {
  open: 1,
  reminder: 2,
  notice: 3,
  summons: 4,
  paymentArrangement: 5,
  collectionAgency: 6,
  debtRelief: 7,
  bankruptcy: 8,
  paid: 9,
  directDebit: 10,
} as const satisfies Record<string, InvoiceStatusId>;

export function isInvoiceStatusId(value: number): value is InvoiceStatusId {
  return Object.hasOwn(INVOICE_STATUSES, value);
}

/** Dutch status name; an unknown id (a newer backend) has no name. */
export function invoiceStatusName(statusId: number): string | null {
  return isInvoiceStatusId(statusId) ? INVOICE_STATUSES[statusId].name : null;
}

/** "reminder orange, demand/summons red, paid green"; every other and unknown status is neutral. */
export function invoiceStatusColour(statusId: number): InvoiceStatusColour {
  return isInvoiceStatusId(statusId) ? INVOICE_STATUSES[statusId].colour : 'neutral';
}

/**
 * Payable: the statuses where the customer still owes the amount and may pay
 * it now: open, reminder, notice, summons. Not payable: already in a payment
 * arrangement, at a collection agency, in debt relief or bankruptcy (paid
 * through that process), paid, or collected by direct debit.
 */
export const PAYABLE_INVOICE_STATUS_IDS: readonly InvoiceStatusId[] = [1, 2, 3, 4];

export function isPayableInvoiceStatus(statusId: number): boolean {
  return (PAYABLE_INVOICE_STATUS_IDS as readonly number[]).includes(statusId);
}

/** Status 5: "in payment arrangement (Betalingsregeling)". */
export function isPaymentArrangementInvoiceStatus(statusId: number): boolean {
  return statusId === INVOICE_STATUS_ID.paymentArrangement;
}

/** Status 8: "bankruptcy (Faillissement)": a trustee settles it; the dashboard says how many (issue 14). */
export function isBankruptcyInvoiceStatus(statusId: number): boolean {
  return statusId === INVOICE_STATUS_ID.bankruptcy;
}
