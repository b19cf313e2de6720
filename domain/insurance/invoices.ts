import { compareAsc, getYear, parseISO } from 'date-fns';
import { INVOICE_STATUS_ID, isPayableInvoiceStatus, isPaymentArrangementInvoiceStatus } from './invoice-status';
import { invoicePaymentRefusal, type InvoicePaymentRefusal } from './invoice-payment';
import { euroToCents, sumOfEuros } from './money';

/** Invoice (spec 02 §3). Dates are ISO 8601 strings as the API sends them; amounts in euros. */
export interface Invoice {
  description: string;
  invoiceNumber: string;
  /** yyyy-MM-dd (a time part is tolerated) */
  invoiceDate: string;
  amount: number;
  remaining: number;
  /** status name as sent; the id is what the rules look at */
  status: string;
  statusId: number;
  paymentType: string | null;
  expirationDate: string | null;
  paymentDate: string | null;
  /** the premium month this invoice bills (yyyy-MM-dd, any day of that month); null: not a premium invoice */
  premiePeriod: string | null;
}

/** "current year or the two years before" */
export const INVOICE_WINDOW_YEARS = 3;

/** "Only invoices dated in the current year or the two years before are shown" (by invoiceDate). */
export function isInInvoiceWindow(invoiceDate: string, today: Date): boolean {
  const year = getYear(parseISO(invoiceDate));
  const currentYear = getYear(today);
  return year <= currentYear && year > currentYear - INVOICE_WINDOW_YEARS;
}

/**
 * "Only invoices dated in the current year or the two years before are shown,
 * sorted by date ascending." The sort is stable: same-day invoices keep the
 * server's order.
 */
export function shownInvoices<T extends Pick<Invoice, 'invoiceDate'>>(invoices: readonly T[], today: Date): T[] {
  return invoices
    .filter((invoice) => isInInvoiceWindow(invoice.invoiceDate, today))
    .sort((a, b) => compareAsc(parseISO(a.invoiceDate), parseISO(b.invoiceDate)));
}

/** Some invoice is payable (open, reminder, notice, summons). */
export function hasPayableInvoices(invoices: readonly Pick<Invoice, 'statusId'>[]): boolean {
  return invoices.some((invoice) => isPayableInvoiceStatus(invoice.statusId));
}

/** Some invoice has the payment-arrangement status (5). */
export function hasPaymentArrangementInvoices(invoices: readonly Pick<Invoice, 'statusId'>[]): boolean {
  return invoices.some((invoice) => isPaymentArrangementInvoiceStatus(invoice.statusId));
}

/** The years the bills page offers: "the current year and the two before" (spec 02 §9), newest first. */
export function invoiceYears(today: Date): number[] {
  const currentYear = getYear(today);
  return Array.from({ length: INVOICE_WINDOW_YEARS }, (_, index) => currentYear - index);
}

/**
 * Paid: the paid status (9), or nothing remaining. Everything else is still
 * open, also an invoice in an arrangement or with a collection agency: the
 * customer still owes it, through that route.
 */
export function isInvoicePaid(invoice: Pick<Invoice, 'statusId' | 'remaining'>): boolean {
  return invoice.statusId === INVOICE_STATUS_ID.paid || euroToCents(invoice.remaining) <= 0;
}

/** The bills page's open/paid filter; 'all' shows both. */
export const INVOICE_PAYMENT_FILTERS = ['all', 'open', 'paid'] as const;
export type InvoicePaymentFilter = (typeof INVOICE_PAYMENT_FILTERS)[number];

export function isInvoicePaymentFilter(value: unknown): value is InvoicePaymentFilter {
  return (INVOICE_PAYMENT_FILTERS as readonly unknown[]).includes(value);
}

export interface InvoiceFilter {
  /** the invoice date's year; null: every shown year */
  year: number | null;
  payment: InvoicePaymentFilter;
}

/** The shown invoices (window and date order, see shownInvoices) of the chosen year that fit the open/paid choice. */
export function filteredInvoices<T extends Pick<Invoice, 'invoiceDate' | 'statusId' | 'remaining'>>(
  invoices: readonly T[],
  filter: InvoiceFilter,
  today: Date,
): T[] {
  return shownInvoices(invoices, today).filter(
    (invoice) =>
      (filter.year === null || getYear(parseISO(invoice.invoiceDate)) === filter.year) &&
      (filter.payment === 'all' || (filter.payment === 'paid') === isInvoicePaid(invoice)),
  );
}

/**
 * "Total still to pay": what remains of the payable invoices (open, reminder,
 * notice, summons) among the shown ones, added in cents. Invoices in an
 * arrangement are paid through its terms, those with a collection agency,
 * in debt relief or bankruptcy through that process: the page shows them, but
 * they are not in what the customer can pay now.
 */
export function totalToPay(invoices: readonly Pick<Invoice, 'invoiceDate' | 'statusId' | 'remaining'>[], today: Date): number {
  return openInvoicesSummary(invoices, today).toPay.amount;
}

/** A number of bills and what remains on them together. */
export interface InvoiceSum {
  count: number;
  amount: number;
}

/** Open bills that the customer does not pay here, by why (an arrangement, the collection agency, direct debit, …). */
export interface InvoicesElsewhere extends InvoiceSum {
  reason: InvoicePaymentRefusal;
}

/**
 * One truth for the bills' amounts (issue 33 point 5): the shown invoices
 * that are still open (the "Openstaand" filter, `isInvoicePaid` false), of
 * them those the customer pays now (the "Totaal nog te betalen" and the
 * dashboard's tile: a payable status and something left, the bills
 * `invoicePaymentRefusal` lets through), and the rest by the reason it is
 * paid another way. `open` is always `toPay` plus every `elsewhere`.
 */
export function openInvoicesSummary(
  invoices: readonly Pick<Invoice, 'invoiceDate' | 'statusId' | 'remaining'>[],
  today: Date,
): { open: InvoiceSum; toPay: InvoiceSum; elsewhere: InvoicesElsewhere[] } {
  const open = shownInvoices(invoices, today).filter((invoice) => !isInvoicePaid(invoice));
  const sum = (some: readonly Pick<Invoice, 'remaining'>[]): InvoiceSum => ({ count: some.length, amount: sumOfEuros(some.map((invoice) => invoice.remaining)) });
  const byReason = new Map<InvoicePaymentRefusal, Pick<Invoice, 'remaining'>[]>();
  const toPay: Pick<Invoice, 'remaining'>[] = [];
  for (const invoice of open) {
    const reason = invoicePaymentRefusal(invoice);
    if (reason === null) toPay.push(invoice);
    else byReason.set(reason, [...(byReason.get(reason) ?? []), invoice]);
  }
  return {
    open: sum(open),
    toPay: sum(toPay),
    elsewhere: [...byReason].map(([reason, some]) => ({ reason, ...sum(some) })),
  };
}
