import { compareAsc, getYear, parseISO } from 'date-fns';
import { isPayableInvoiceStatus, isPaymentArrangementInvoiceStatus } from './invoice-status';

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
