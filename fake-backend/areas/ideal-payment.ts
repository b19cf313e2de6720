/**
 * Paying a bill with iDEAL (issue 33 point 4; calls the spec does not list,
 * written up as a proposed addition in pacts/README.md). The fake backend
 * also plays the bank, the way it plays the bank for iDIN:
 *
 * 1. `POST Debitan/Invoices/{invoiceNumber}/IdealPayment { clientBaseUrl }`
 *    → 201 { paymentId, invoiceNumber, amount, redirectUrl }: the amount is
 *    the bill's remaining amount on the server; only the main insured's own
 *    bill that the domain lets pay here (`invoicePaymentRefusal`).
 * 2. The fake bank page `GET /__fake/ideal/bank?paymentId=…` offers paid,
 *    cancelled, expired and failed; its form sends the browser back to
 *    `rekeningen-en-betalingen?betaling=<paymentId>`. Paid marks the bill paid
 *    (status 9, nothing remaining) in the same write as the payment.
 * 3. `GET Debitan/IdealPayments/{paymentId}` → the payment's status, for the
 *    portal's notice.
 *
 * Payments live in memory (cleared by /__fake/reset); a payment the bank has
 * not finished within IDEAL_PAYMENT_LIFETIME_SECONDS (fake clock) is expired.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { AUTHENTICATED_ROUTES } from '../../domain/access';
import {
  IDEAL_PAYMENT_LIFETIME_SECONDS,
  INVOICE_PAYMENT_MESSAGES_NL,
  INVOICE_STATUS_ID,
  invoicePaymentRefusal,
  invoiceStatusName,
  paymentReferenceOf,
} from '../../domain/insurance';
import type { Context, IdealPayment } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { badRequest, notFound, ValidationError } from '../http/errors';
import { FIELD_MESSAGES, parseBody, string } from '../http/validate';
import { REFUSALS } from '../refusals';
import type { DbState, InvoiceRecord } from '../seed';
import { renderIdealBankPage, renderIdealMessagePage } from './ideal-bank-page';
import { BANK_PAGE_CSP } from './idin-bank-page';
import { httpUrl, ownOrigin } from './idin';

const INVOICE_NUMBER = /^\d{1,20}$/;
const PAYMENT_ID = /^[0-9a-f-]{36}$/i;

/** Where each label's customers transfer to by hand; the payee on the bank page. */
const TRANSFER_ACCOUNTS = {
  zorgzaam: { iban: 'NL36INGB0007654321', name: 'Zorgzaam Zorgverzekeringen' },
  studentenzorg: { iban: 'NL81RABO0312345678', name: 'Studentenzorg Zorgverzekeringen' },
  zorgcollectief: { iban: 'NL90ABNA0456789012', name: 'Zorgcollectief Werkt' },
} as const;

function transferAccountOf(state: DbState, invoice: InvoiceRecord) {
  const label = state.agreements.find((agreement) => agreement.agreementId === invoice.agreementId)?.label ?? 'zorgzaam';
  return TRANSFER_ACCOUNTS[label];
}

/** What the invoices answer adds per bill for a transfer by hand: the account and the payment reference (betalingskenmerk). */
export function manualTransferOf(state: DbState, invoice: InvoiceRecord) {
  const account = transferAccountOf(state, invoice);
  return { transferAccount: { iban: account.iban, name: account.name }, paymentReference: paymentReferenceOf(invoice.invoiceNumber) };
}

/** The bank's outcomes, in the page's order; the first is the default action. */
const OUTCOMES = [
  { value: 'paid', label: 'Betalen', result: 'De rekening wordt betaald (status 9) en u gaat terug naar het portaal.' },
  { value: 'cancelled', label: 'Annuleren', result: 'U breekt de betaling af; de rekening blijft openstaan.' },
  { value: 'expired', label: 'Betaling laten verlopen', result: 'De betaaltijd is voorbij; de rekening blijft openstaan.' },
  { value: 'failed', label: 'Technische fout bij de bank', result: 'De bank kon de betaling niet uitvoeren; de rekening blijft openstaan.' },
] as const;
type Outcome = (typeof OUTCOMES)[number]['value'];
const OUTCOME_VALUES: readonly string[] = OUTCOMES.map((outcome) => outcome.value);
const isOutcome = (value: string): value is Outcome => OUTCOME_VALUES.includes(value);

function isTimedOut(ctx: Context, payment: IdealPayment): boolean {
  return ctx.clock.now() - payment.createdAt > IDEAL_PAYMENT_LIFETIME_SECONDS * 1000;
}

/** An open payment past its time is expired (checked whenever it is read). */
function currentStatus(ctx: Context, payment: IdealPayment): IdealPayment['status'] {
  return payment.status === 'open' && isTimedOut(ctx, payment) ? 'expired' : payment.status;
}

function paymentView(ctx: Context, payment: IdealPayment) {
  return {
    paymentId: payment.paymentId,
    invoiceNumber: payment.invoiceNumber,
    amount: payment.amount,
    status: currentStatus(ctx, payment),
    paidAt: payment.paidAt,
  };
}

const MAX_IDEAL_PAYMENTS = 1000;

function forgetOldPayments(ctx: Context): void {
  for (const paymentId of ctx.idealPayments.keys()) {
    if (ctx.idealPayments.size < MAX_IDEAL_PAYMENTS) break;
    ctx.idealPayments.delete(paymentId);
  }
}

export function idealPaymentRoutes(ctx: Context, options: { publicUrl?: string } = {}): Router {
  const router = Router();
  const readInvoices = [requireToken(ctx), requirePermission('r-inv')];

  router.post('/debitan/invoices/:invoiceNumber/idealpayment', ...readInvoices, (req, res) => {
    const invoiceNumber = String(req.params['invoiceNumber']);
    if (!INVOICE_NUMBER.test(invoiceNumber)) {
      throw new ValidationError(`De parameter 'invoiceNumber' in het adres moet een factuurnummer (cijfers) zijn, niet '${invoiceNumber.slice(0, 40)}'.`);
    }
    // the body names only where to come back to: the amount is the server's
    const body = parseBody(req.body, { clientBaseUrl: string({ maxLength: 500 }) });
    const clientBaseUrl = httpUrl(body.clientBaseUrl, 'clientBaseUrl');
    const { customer } = authOf(res);
    const state = ctx.store.read();
    const invoice = state.invoices.find((entry) => entry.invoiceNumber === invoiceNumber && entry.customerNumber === customer.customerNumber);
    const agreement = invoice && state.agreements.find((entry) => entry.agreementId === invoice.agreementId);
    // only the main insured's own bills: someone else's is as unknown as one that does not exist
    if (!invoice || agreement?.mainCustomerNumber !== customer.customerNumber) throw notFound(REFUSALS.invoiceNotFound(invoiceNumber));
    const refusal = invoicePaymentRefusal(invoice);
    if (refusal) throw badRequest(INVOICE_PAYMENT_MESSAGES_NL[refusal]);

    const payment: IdealPayment = {
      paymentId: randomUUID(),
      customerNumber: customer.customerNumber,
      invoiceNumber,
      amount: invoice.remaining,
      clientBaseUrl,
      createdAt: ctx.clock.now(),
      status: 'open',
      paidAt: null,
    };
    forgetOldPayments(ctx);
    ctx.idealPayments.set(payment.paymentId, payment);
    const redirectUrl = `${ownOrigin(req, options.publicUrl)}/__fake/ideal/bank?paymentId=${payment.paymentId}`;
    res.status(201).json({ paymentId: payment.paymentId, invoiceNumber, amount: payment.amount, redirectUrl });
  });

  router.get('/debitan/idealpayments/:paymentId', ...readInvoices, (req, res) => {
    const paymentId = String(req.params['paymentId']);
    if (!PAYMENT_ID.test(paymentId)) throw new ValidationError(`De parameter 'paymentId' in het adres moet een betalingsnummer zijn, niet '${paymentId.slice(0, 40)}'.`);
    const { customer } = authOf(res);
    const payment = ctx.idealPayments.get(paymentId.toLowerCase());
    if (!payment || payment.customerNumber !== customer.customerNumber) throw notFound(`Betaling ${paymentId} is niet gevonden.`);
    res.json(paymentView(ctx, payment));
  });

  return router;
}

/** The fake bank: its page and the form target (mounted at /__fake/ideal, this machine only). */
export function idealFakeBankRoutes(ctx: Context): Router {
  const router = Router();

  router.get('/bank', (req, res) => {
    res.set('Content-Security-Policy', BANK_PAGE_CSP);
    const paymentId = typeof req.query['paymentId'] === 'string' ? req.query['paymentId'] : '';
    const payment = ctx.idealPayments.get(paymentId);
    const state = ctx.store.read();
    const invoice = payment && state.invoices.find((entry) => entry.invoiceNumber === payment.invoiceNumber);
    if (!payment || !invoice) {
      res.status(404).type('html').send(renderIdealMessagePage('Onbekende betaling', `De betaling ${paymentId} bestaat niet (meer). Start opnieuw vanuit het portaal.`));
      return;
    }
    res.type('html').send(
      renderIdealBankPage({
        paymentId: payment.paymentId,
        invoiceNumber: invoice.invoiceNumber,
        description: invoice.description,
        amount: payment.amount,
        payee: transferAccountOf(state, invoice).name,
        validUntil: new Date(payment.createdAt + IDEAL_PAYMENT_LIFETIME_SECONDS * 1000),
        outcomes: OUTCOMES,
        action: `${req.baseUrl}/bank`,
      }),
    );
  });

  router.post('/bank', (req, res) => {
    const form = parseBody(req.body, { paymentId: string({ maxLength: 100 }), outcome: string({ maxLength: 30 }) });
    const payment = ctx.idealPayments.get(form.paymentId);
    if (!payment) throw notFound(`Betaling ${form.paymentId} is niet gevonden.`);
    if (!isOutcome(form.outcome)) throw new ValidationError(FIELD_MESSAGES.oneOf('outcome', OUTCOME_VALUES));
    if (currentStatus(ctx, payment) !== 'open') throw badRequest('Deze betaling is al afgerond.');
    const outcome = form.outcome;
    if (outcome === 'paid') {
      const invoice = ctx.store.read().invoices.find((entry) => entry.invoiceNumber === payment.invoiceNumber && entry.customerNumber === payment.customerNumber);
      // a bill paid meanwhile (another payment) or whose amount changed is not paid again: the bank refuses, nothing changes
      const refusal = invoice ? invoicePaymentRefusal(invoice) : 'unknown-status';
      if (refusal) throw badRequest(INVOICE_PAYMENT_MESSAGES_NL[refusal]);
      if (invoice?.remaining !== payment.amount) throw badRequest('Het bedrag van deze rekening is veranderd. Start de betaling opnieuw vanuit het portaal.');
      const paidAt = ctx.clock.nowDate().toISOString();
      ctx.store.update((db) => {
        const stored = db.invoices.find((entry) => entry.invoiceNumber === payment.invoiceNumber && entry.customerNumber === payment.customerNumber);
        if (!stored) return;
        stored.statusId = INVOICE_STATUS_ID.paid;
        stored.status = invoiceStatusName(INVOICE_STATUS_ID.paid) ?? 'Betaald';
        stored.remaining = 0;
        stored.paymentDate = ctx.clock.today();
        stored.paymentType = 'iDEAL';
      });
      payment.paidAt = paidAt;
    }
    payment.status = outcome;
    ctx.log(`iDEAL payment ${payment.paymentId}: bank answers ${outcome} for invoice ${payment.invoiceNumber}`);
    res.redirect(303, `${payment.clientBaseUrl}/${AUTHENTICATED_ROUTES['bills-and-payments']}?betaling=${payment.paymentId}`);
  });

  router.get('/payments', (_req, res) => {
    res.json([...ctx.idealPayments.values()]);
  });

  return router;
}

