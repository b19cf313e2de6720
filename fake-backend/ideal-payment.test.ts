// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { INVOICE_PAYMENT_MESSAGES_NL, INVOICE_STATUS_ID, isValidPaymentReference } from '../domain/insurance';
import { useTestBackend } from './test-support';

const t = useTestBackend();
const PORTAL = 'http://localhost:5173';

function invoicesOf(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  return state.invoices.filter((invoice) => invoice.customerNumber === account.customerNumber);
}

// a copy: the store's records change in place
const firstWithStatus = (username: string, statusId: number) => ({ ...invoicesOf(username).find((invoice) => invoice.statusId === statusId)! });

function startPayment(invoiceNumber: string, token: string, body: unknown = { clientBaseUrl: PORTAL }) {
  return t.call('POST', `/api/Debitan/Invoices/${invoiceNumber}/IdealPayment`, { token, body });
}

/** The tester's button on the fake bank page: the form posts, the bank redirects back to the portal. */
function bankAnswers(paymentId: string, outcome: string) {
  return fetch(`${t.server.url}/__fake/ideal/bank`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ paymentId, outcome }).toString(),
    redirect: 'manual',
  });
}

describe('POST /api/Debitan/Invoices/{invoiceNumber}/IdealPayment (proposed addition, issue 33 point 4)', () => {
  test('an open bill: the amount is the server\'s remaining amount, and the bank page names it', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const open = firstWithStatus('hoofdverzekerde', INVOICE_STATUS_ID.open);
    // an amount in the request is not read
    const answer = await startPayment(open.invoiceNumber, token, { clientBaseUrl: PORTAL, amount: 0.01 });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ invoiceNumber: open.invoiceNumber, amount: open.remaining });
    expect(answer.json.redirectUrl).toBe(`${t.server.url}/__fake/ideal/bank?paymentId=${answer.json.paymentId}`);
    const page = await fetch(answer.json.redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(open.description);
    expect(html).toContain(new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(open.remaining));
  });

  test.for([
    { outcome: 'paid', statusId: INVOICE_STATUS_ID.paid },
    { outcome: 'cancelled', statusId: INVOICE_STATUS_ID.open },
    { outcome: 'expired', statusId: INVOICE_STATUS_ID.open },
    { outcome: 'failed', statusId: INVOICE_STATUS_ID.open },
  ])('the bank answers $outcome: back to the bills page, the payment says so, the bill has status $statusId', async ({ outcome, statusId }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const open = firstWithStatus('hoofdverzekerde', INVOICE_STATUS_ID.open);
    const { json: started } = await startPayment(open.invoiceNumber, token);
    const answer = await bankAnswers(started.paymentId, outcome);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${PORTAL}/rekeningen-en-betalingen?betaling=${started.paymentId}`);
    const payment = await t.call('GET', `/api/Debitan/IdealPayments/${started.paymentId}`, { token });
    expect(payment.json).toMatchObject({ paymentId: started.paymentId, invoiceNumber: open.invoiceNumber, amount: open.remaining, status: outcome });
    const after = invoicesOf('hoofdverzekerde').find((invoice) => invoice.invoiceNumber === open.invoiceNumber)!;
    expect(after.statusId).toBe(statusId);
    expect(after.remaining).toBe(outcome === 'paid' ? 0 : open.remaining);
    expect(after.paymentDate).toBe(outcome === 'paid' ? t.backend.clock.today() : open.paymentDate);
    // a finished payment cannot be answered again
    expect((await bankAnswers(started.paymentId, 'paid')).status).toBe(400);
  });

  test('a paid bill cannot be paid twice: neither started again nor paid through a second payment started before', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const open = firstWithStatus('hoofdverzekerde', INVOICE_STATUS_ID.reminder);
    const first = await startPayment(open.invoiceNumber, token);
    const second = await startPayment(open.invoiceNumber, token);
    expect((await bankAnswers(first.json.paymentId, 'paid')).status).toBe(303);
    const again = await startPayment(open.invoiceNumber, token);
    expect(again).toMatchObject({ status: 400, json: { message: INVOICE_PAYMENT_MESSAGES_NL.paid } });
    const before = JSON.stringify(t.backend.store.read().invoices);
    const late = await bankAnswers(second.json.paymentId, 'paid');
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ message: INVOICE_PAYMENT_MESSAGES_NL.paid });
    expect(JSON.stringify(t.backend.store.read().invoices)).toBe(before);
  });

  test('a payment the bank leaves open past 15 minutes is expired, and then cannot be paid', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const open = firstWithStatus('hoofdverzekerde', INVOICE_STATUS_ID.open);
    const { json: started } = await startPayment(open.invoiceNumber, token);
    t.backend.clock.advance(15 * 60 + 1);
    const payment = await t.call('GET', `/api/Debitan/IdealPayments/${started.paymentId}`, { token: await t.accessToken('hoofdverzekerde') });
    expect(payment.json.status).toBe('expired');
    expect((await bankAnswers(started.paymentId, 'paid')).status).toBe(400);
    expect(invoicesOf('hoofdverzekerde').find((invoice) => invoice.invoiceNumber === open.invoiceNumber)!.statusId).toBe(INVOICE_STATUS_ID.open);
  });

  test.for([
    { statusId: INVOICE_STATUS_ID.paymentArrangement, refusal: 'in-payment-arrangement' },
    { statusId: INVOICE_STATUS_ID.collectionAgency, refusal: 'collection-agency' },
    { statusId: INVOICE_STATUS_ID.debtRelief, refusal: 'debt-relief' },
    { statusId: INVOICE_STATUS_ID.paid, refusal: 'paid' },
  ] as const)('wanbetaler, a bill in status $statusId: 400 saying why ($refusal), nothing started', async ({ statusId, refusal }) => {
    const token = await t.accessToken('wanbetaler');
    const bill = firstWithStatus('wanbetaler', statusId);
    const answer = await startPayment(bill.invoiceNumber, token);
    expect(answer).toMatchObject({ status: 400, json: { message: INVOICE_PAYMENT_MESSAGES_NL[refusal] } });
    expect((await t.call('GET', '/__fake/ideal/payments')).json).toEqual([]);
    expect(invoicesOf('wanbetaler').find((invoice) => invoice.invoiceNumber === bill.invoiceNumber)).toEqual(bill);
  });

  test('faillissement: a bill in the bankruptcy cannot be paid here', async () => {
    const token = await t.accessToken('faillissement');
    const answer = await startPayment(firstWithStatus('faillissement', INVOICE_STATUS_ID.bankruptcy).invoiceNumber, token);
    expect(answer).toMatchObject({ status: 400, json: { message: INVOICE_PAYMENT_MESSAGES_NL.bankruptcy } });
  });

  test('another person\'s bill is as unknown as none (404), also their payment', async () => {
    const mine = await t.accessToken('hoofdverzekerde');
    const theirs = firstWithStatus('wanbetaler', INVOICE_STATUS_ID.open);
    expect(await startPayment(theirs.invoiceNumber, mine)).toMatchObject({ status: 404, json: { message: `Factuur ${theirs.invoiceNumber} is niet gevonden.` } });
    const { json: started } = await startPayment(theirs.invoiceNumber, await t.accessToken('wanbetaler'));
    expect((await t.call('GET', `/api/Debitan/IdealPayments/${started.paymentId}`, { token: mine })).status).toBe(404);
  });

  test('the permission before the body: medeverzekerde (no r-inv) gets 403 also with a broken body; no token 401', async () => {
    const token = await t.accessToken('medeverzekerde');
    const invoice = firstWithStatus('hoofdverzekerde', INVOICE_STATUS_ID.open);
    const answer = await t.call('POST', `/api/Debitan/Invoices/${invoice.invoiceNumber}/IdealPayment`, { token, rawBody: '{broken' });
    expect(answer).toMatchObject({ status: 403, json: { message: "U heeft geen toegang: hiervoor is het recht 'r-inv' nodig." } });
    expect((await startPayment(invoice.invoiceNumber, '')).status).toBe(401);
  });

  test.for([
    { name: 'no clientBaseUrl', body: {}, message: "Het veld 'clientBaseUrl' is verplicht." },
    { name: 'not an address', body: { clientBaseUrl: 'javascript:alert(1)' }, message: "Het veld 'clientBaseUrl' moet een http(s)-adres zijn." },
  ])('bad input, $name: 400 in Dutch naming the field', async ({ body, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await startPayment(firstWithStatus('hoofdverzekerde', INVOICE_STATUS_ID.open).invoiceNumber, token, body);
    expect(answer).toMatchObject({ status: 400, json: { message } });
  });

  test('a malformed invoice number or payment id: 400 in Dutch', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect((await startPayment('12ab', token)).status).toBe(400);
    expect((await t.call('GET', '/api/Debitan/IdealPayments/nope', { token })).json.message).toMatch(/^De parameter 'paymentId'/);
  });
});

describe('the invoices answer carries what a transfer by hand needs', () => {
  test('each bill: the label\'s account and a valid betalingskenmerk ending in the invoice number', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { json } = await t.call('GET', '/api/Debitan/Invoices', { token });
    for (const invoice of json.invoices) {
      expect(invoice.transferAccount).toEqual({ iban: 'NL36INGB0007654321', name: 'Zorgzaam Zorgverzekeringen' });
      expect(isValidPaymentReference(invoice.paymentReference)).toBe(true);
      expect(invoice.paymentReference.endsWith(invoice.invoiceNumber)).toBe(true);
    }
  });
});
