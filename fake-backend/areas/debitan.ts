/**
 * Invoices (spec 02 §3 "Invoice", §7 "GET Debitan/Invoices"): the invoices
 * the user receives as the main insured on an agreement, all of them (the
 * portal shows the current year and the two before), with whether payment
 * arrangements are disabled. Needs the read-invoice permission (spec 02 §6).
 * Also each invoice's attachment, a PDF that shows the invoice's own data,
 * and the user's payment arrangements with their terms.
 */
import { Router } from 'express';
import { INVOICE_STATUS_ID, invoiceStatusName, paymentArrangementSchedule } from '../../domain/insurance';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { notFound, ValidationError } from '../http/errors';
import { minimalPdf } from '../pdf';
import type { InvoiceRecord, PaymentArrangementRecord } from '../seed';

/**
 * Arrangements are disabled for an account whose debt went to a collection
 * agency, debt relief or bankruptcy: no new arrangement can be made there.
 */
const BLOCKING_STATUS_IDS: readonly number[] = [
  INVOICE_STATUS_ID.collectionAgency,
  INVOICE_STATUS_ID.debtRelief,
  INVOICE_STATUS_ID.bankruptcy,
];

/** An invoice number: digits only (the seed's are the year and six digits). */
const INVOICE_NUMBER = /^\d{1,20}$/;

function invoiceView({ customerNumber: _customer, agreementId: _agreement, ...invoice }: InvoiceRecord) {
  return invoice;
}

const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const localDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const formatDay = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** An arrangement as the portal reads it: its terms on the collection moments (the same domain rule as the wizard). */
function arrangementView({ customerNumber: _customer, agreementId: _agreement, ...arrangement }: PaymentArrangementRecord) {
  return {
    ...arrangement,
    isProcessed: arrangement.isProcessed !== false,
    terms: paymentArrangementSchedule(localDate(arrangement.startDate), arrangement.totalAmount, arrangement.numberOfTerms).map((term) => ({
      number: term.number,
      date: toDay(term.date),
      amount: term.amount,
    })),
  };
}

/** The invoice's own data on its PDF. */
function invoicePdf(invoice: InvoiceRecord): Buffer {
  return minimalPdf({
    title: `Factuur ${invoice.invoiceNumber}`,
    lines: [
      `Omschrijving: ${invoice.description}`,
      `Factuurdatum: ${formatDay(invoice.invoiceDate)}`,
      `Bedrag: ${euro.format(invoice.amount)}`,
      `Nog te betalen: ${euro.format(invoice.remaining)}`,
      `Status: ${invoiceStatusName(invoice.statusId) ?? invoice.status}`,
      `Vervaldatum: ${formatDay(invoice.expirationDate)}`,
      `Betaalwijze: ${invoice.paymentType}`,
      'Dit is een voorbeelddocument van de fake backend van Mijn omgeving.',
    ],
  });
}

export function debitanRoutes(ctx: Context): Router {
  const router = Router();
  const readInvoices = [requireToken(ctx), requirePermission('r-inv')];

  router.get('/debitan/invoices', ...readInvoices, (_req, res) => {
    const { customer } = authOf(res);
    const invoices = ctx.store.read().invoices.filter((invoice) => invoice.customerNumber === customer.customerNumber);
    res.json({
      invoices: invoices.map(invoiceView),
      isPaymentArrangementsDisabled: invoices.some((invoice) => BLOCKING_STATUS_IDS.includes(invoice.statusId)),
    });
  });

  router.get('/debitan/invoices/:invoiceNumber/attachments', ...readInvoices, (req, res) => {
    const invoiceNumber = String(req.params['invoiceNumber']);
    if (!INVOICE_NUMBER.test(invoiceNumber)) {
      throw new ValidationError(`Path parameter 'invoiceNumber' must be an invoice number (digits), got '${invoiceNumber.slice(0, 40)}'`);
    }
    const { customer } = authOf(res);
    const invoice = ctx.store
      .read()
      .invoices.find((entry) => entry.invoiceNumber === invoiceNumber && entry.customerNumber === customer.customerNumber);
    // someone else's invoice is as unknown as one that does not exist
    if (!invoice) throw notFound(`Invoice not found: ${invoiceNumber}`);
    const attachment = invoice.attachments[0];
    if (!attachment) {
      // "an empty 204 is a failure" (spec 02 §8): an invoice without an attachment
      res.status(204).end();
      return;
    }
    res.status(200).type('application/pdf').attachment(attachment.fileName).send(invoicePdf(invoice));
  });

  router.get('/debitan/paymentarrangements', ...readInvoices, (_req, res) => {
    const { customer } = authOf(res);
    const arrangements = ctx.store
      .read()
      .paymentArrangements.filter((arrangement) => arrangement.customerNumber === customer.customerNumber);
    res.json(arrangements.map(arrangementView));
  });

  return router;
}
