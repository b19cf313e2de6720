/**
 * Invoices (spec 02 §3 "Invoice", §7 "GET Debitan/Invoices"): the invoices
 * the user receives as the main insured on an agreement, all of them (the
 * portal shows the current year and the two before), with whether payment
 * arrangements are disabled. Needs the read-invoice permission (spec 02 §6).
 * Also each invoice's attachment, a PDF that shows the invoice's own data,
 * and the user's payment arrangements with their terms.
 */
import { Router } from 'express';
import {
  invoiceStatusName,
  isPaymentArrangementsDisabledFor,
  INVOICE_STATUS_ID,
  PAYMENT_ARRANGEMENT_MESSAGES_NL,
  paymentArrangementErrors,
  paymentArrangementRequestKind,
  paymentArrangementSchedule,
  paymentArrangementTermAmounts,
  paymentArrangementTotal,
} from '../../domain/insurance';
import { formatSubmittedDate } from '../../domain/calendar';
import { calendarDay } from '../clock';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { badRequest, notFound, ValidationError } from '../http/errors';
import { number, parseBody, string } from '../http/validate';
import { minimalPdf } from '../pdf';
import type { InvoiceRecord, PaymentArrangementRecord } from '../seed';
import { collectDueDirectDebits, issueDuePremiumInvoices, premiumCoverOf } from './premium-invoices';
import { visibleAgreements } from '../visibility';
import { manualTransferOf } from './ideal-payment';
import { REFUSALS } from '../refusals';

/** An invoice number: digits only (the seed's are the year and six digits). */
const INVOICE_NUMBER = /^\d{1,20}$/;

function invoiceView({ customerNumber: _customer, agreementId: _agreement, premiePeriodEnd: _end, ...invoice }: InvoiceRecord) {
  return invoice;
}

const formatDay = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/**
 * An arrangement as the portal reads it: its terms on the collection moments (the same domain rule as the
 * wizard), each with the day its payment came in (`paidOn`, null while unpaid), and when it was requested
 * (`requestedAt`, null where not known: the seed's running arrangements).
 */
function arrangementView({ customerNumber: _customer, agreementId: _agreement, paidTerms = [], ...arrangement }: PaymentArrangementRecord) {
  return {
    ...arrangement,
    isProcessed: arrangement.isProcessed !== false,
    addsToPaymentArrangementId: arrangement.addsToPaymentArrangementId ?? null,
    requestedAt: arrangement.requestedAt ?? null,
    terms: paymentArrangementSchedule(calendarDay(arrangement.startDate), arrangement.totalAmount, arrangement.numberOfTerms).map((term) => ({
      number: term.number,
      date: formatSubmittedDate(term.date),
      amount: term.amount,
      paidOn: paidTerms.find((paid) => paid.number === term.number)?.paidOn ?? null,
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
    // issue 15 (h-newins): the premium months that have come since the last invoice are invoiced first, and the
    // direct debits whose day has come since are collected
    issueDuePremiumInvoices(ctx, customer.customerNumber);
    collectDueDirectDebits(ctx, customer.customerNumber);
    const state = ctx.store.read();
    const invoices = state.invoices.filter((invoice) => invoice.customerNumber === customer.customerNumber);
    const shown = new Set(visibleAgreements(state, customer, ctx.clock.today()).flatMap(({ customers }) => customers.map((entry) => entry.customerNumber)));
    res.json({
      // issue 33 point 4 (proposed addition): each bill's account and payment reference for a transfer by hand;
      // issue 33 point 5 (proposed addition): what a premium bill covers, its period and persons
      invoices: invoices.map((invoice) => ({ ...invoiceView(invoice), ...manualTransferOf(state, invoice), premiumCover: premiumCoverOf(state, invoice, shown) })),
      isPaymentArrangementsDisabled: isPaymentArrangementsDisabledFor(invoices),
    });
  });

  router.get('/debitan/invoices/:invoiceNumber/attachments', ...readInvoices, (req, res) => {
    const invoiceNumber = String(req.params['invoiceNumber']);
    if (!INVOICE_NUMBER.test(invoiceNumber)) {
      throw new ValidationError(`De parameter 'invoiceNumber' in het adres moet een factuurnummer (cijfers) zijn, niet '${invoiceNumber.slice(0, 40)}'.`);
    }
    const { customer } = authOf(res);
    issueDuePremiumInvoices(ctx, customer.customerNumber);
    collectDueDirectDebits(ctx, customer.customerNumber);
    const invoice = ctx.store
      .read()
      .invoices.find((entry) => entry.invoiceNumber === invoiceNumber && entry.customerNumber === customer.customerNumber);
    // someone else's invoice is as unknown as one that does not exist
    if (!invoice) throw notFound(REFUSALS.invoiceNotFound(invoiceNumber));
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

  /**
   * POST Debitan/PaymentArrangements (spec 02 §7: "chosen invoices, terms,
   * start dates"): `{ invoiceNumbers, numberOfTerms, startDate }`. The
   * permission first, then the body's form, then that every invoice is the
   * user's own (404 otherwise), then the domain's rules (400 with the rule's
   * text); only then is the request stored, as one unprocessed request that
   * replaces an earlier unprocessed one (spec 02 §4). With a running
   * arrangement and no request waiting, the request adds its invoices to the
   * running arrangement (`addsToPaymentArrangementId`, kind 'add-to-existing').
   */
  router.post('/debitan/paymentarrangements', requireToken(ctx), requirePermission('c-pay-arr'), (req, res) => {
    const { customer } = authOf(res);
    const body = parseBody(req.body, {
      numberOfTerms: number({ integer: true }),
      startDate: string({ maxLength: 10, pattern: /^\d{4}-\d{2}-\d{2}$/, patternMessage: "Het veld 'startDate' moet een datum zijn (jjjj-mm-dd)." }),
    });
    const invoiceNumbers = invoiceNumbersOf(req.body);
    const state = ctx.store.read();
    const own = state.invoices.filter((invoice) => invoice.customerNumber === customer.customerNumber);
    const chosen = invoiceNumbers.map((invoiceNumber) => {
      const invoice = own.find((entry) => entry.invoiceNumber === invoiceNumber);
      // someone else's invoice is as unknown as one that does not exist
      if (!invoice) throw notFound(REFUSALS.invoiceNotFound(invoiceNumber));
      return invoice;
    });
    if (isPaymentArrangementsDisabledFor(own)) throw badRequest(PAYMENT_ARRANGEMENT_MESSAGES_NL['arrangements-disabled']);
    const today = ctx.clock.todayDate();
    const [broken] = paymentArrangementErrors({ invoices: chosen, numberOfTerms: body.numberOfTerms, startDate: calendarDay(body.startDate) }, today);
    if (broken) throw badRequest(PAYMENT_ARRANGEMENT_MESSAGES_NL[broken.code]);

    const mine = state.paymentArrangements.filter((arrangement) => arrangement.customerNumber === customer.customerNumber);
    const unprocessed = mine.find((arrangement) => arrangement.isProcessed === false) ?? null;
    const running = mine.find((arrangement) => arrangement.isProcessed !== false) ?? null;
    const kind = paymentArrangementRequestKind(unprocessed ? { isProcessed: false } : running ? { isProcessed: true } : null);
    const totalAmount = paymentArrangementTotal(chosen);
    const [firstTerm = 0] = paymentArrangementTermAmounts(totalAmount, body.numberOfTerms);
    const first = chosen[0];
    const request: PaymentArrangementRecord = {
      paymentArrangementId: `aanvraag-${customer.customerNumber}-${ctx.clock.now()}`,
      customerNumber: customer.customerNumber,
      agreementId: first?.agreementId ?? '',
      statusId: INVOICE_STATUS_ID.paymentArrangement,
      status: 'Aangevraagd',
      startDate: body.startDate,
      numberOfTerms: body.numberOfTerms,
      termAmount: firstTerm,
      totalAmount,
      invoiceNumbers,
      isProcessed: false,
      // "an existing arrangement can get new invoices added": the request names the running arrangement it adds to
      addsToPaymentArrangementId: kind === 'add-to-existing' && running ? running.paymentArrangementId : null,
      // the moment it arrived: Mijn aanvragen lists it by it, and each bill in it says since when it is asked
      requestedAt: ctx.clock.nowDate().toISOString(),
    };
    ctx.store.update((db) => {
      db.paymentArrangements = [
        ...db.paymentArrangements.filter((arrangement) => !(arrangement.customerNumber === customer.customerNumber && arrangement.isProcessed === false)),
        request,
      ];
    });
    res.status(201).json({ kind, paymentArrangement: arrangementView(request) });
  });

  return router;
}

/** The body's invoiceNumbers: 1 to 100 distinct invoice numbers (digits). */
function invoiceNumbersOf(body: unknown): string[] {
  const value = (body as { invoiceNumbers?: unknown }).invoiceNumbers;
  if (value === undefined || value === null) throw new ValidationError("Het veld 'invoiceNumbers' is verplicht.");
  if (!Array.isArray(value) || value.length > 100 || !value.every((entry) => typeof entry === 'string' && INVOICE_NUMBER.test(entry))) {
    throw new ValidationError("Het veld 'invoiceNumbers' moet een lijst van hoogstens 100 factuurnummers (cijfers) zijn.");
  }
  const numbers = value as string[];
  if (new Set(numbers).size !== numbers.length) throw new ValidationError("Het veld 'invoiceNumbers' noemt een factuur twee keer.");
  return numbers;
}
