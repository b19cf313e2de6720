// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { INVOICE_STATUS_ID } from '../domain/insurance';
import { useTestBackend } from './test-support';

const t = useTestBackend();

function stored(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  return { state, customerNumber: account.customerNumber };
}

function invoicesOf(username: string) {
  const { state, customerNumber } = stored(username);
  return state.invoices.filter((invoice) => invoice.customerNumber === customerNumber);
}

async function download(path: string, token: string) {
  const response = await fetch(`${t.server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the money seed (issue 14)', () => {
  test('wanbetaler: invoices in every payable and blocked status, one running arrangement and one unprocessed request', () => {
    const statusIds = new Set(invoicesOf('wanbetaler').map((invoice) => invoice.statusId));
    for (const statusId of [1, 3, 4, 5, 6, 9]) expect(statusIds).toContain(statusId);
    const { state, customerNumber } = stored('wanbetaler');
    const arrangements = state.paymentArrangements.filter((arrangement) => arrangement.customerNumber === customerNumber);
    expect(arrangements.map((arrangement) => arrangement.isProcessed)).toEqual([true, false]);
  });

  test('premium periods are ISO months, as the domain reads them', () => {
    const premium = invoicesOf('hoofdverzekerde').filter((invoice) => invoice.premiePeriod !== null);
    expect(premium.length).toBeGreaterThan(12);
    for (const invoice of premium) expect(invoice.premiePeriod).toMatch(/^\d{4}-\d{2}-01$/);
  });
});

describe('GET /api/Debitan/Invoices/{invoiceNumber}/Attachments', () => {
  test('the PDF of the user\'s own invoice shows its data', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const invoice = invoicesOf('hoofdverzekerde').find((entry) => entry.attachments.length > 0)!;
    const answer = await download(`/api/Debitan/Invoices/${invoice.invoiceNumber}/Attachments`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(`factuur-${invoice.invoiceNumber}.pdf`);
    const text = answer.bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(`Factuur ${invoice.invoiceNumber}`);
    expect(text).toContain(invoice.description);
  });

  test('an invoice without an attachment: an empty 204', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const invoice = invoicesOf('hoofdverzekerde').find((entry) => entry.attachments.length === 0)!;
    const answer = await download(`/api/Debitan/Invoices/${invoice.invoiceNumber}/Attachments`, token);
    expect(answer.status).toBe(204);
    expect(answer.bytes).toHaveLength(0);
  });

  test('another person\'s invoice is unknown: 404; a malformed number: 400', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const other = invoicesOf('wanbetaler')[0]!;
    const answer = await t.call('GET', `/api/Debitan/Invoices/${other.invoiceNumber}/Attachments`, { token });
    expect(answer).toMatchObject({ status: 404, json: { message: `Invoice not found: ${other.invoiceNumber}` } });
    const malformed = await t.call('GET', '/api/Debitan/Invoices/abc/Attachments', { token });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ message: expect.stringContaining('invoiceNumber') });
  });

  test('medeverzekerde has no r-inv: 403 before anything else', async () => {
    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('GET', '/api/Debitan/Invoices/abc/Attachments', { token });
    expect(answer.status).toBe(403);
  });
});

describe('GET /api/Debitan/PaymentArrangements', () => {
  test('wanbetaler: the arrangement\'s terms on collection moments add up to its total', async () => {
    const token = await t.accessToken('wanbetaler');
    const answer = await t.call('GET', '/api/Debitan/PaymentArrangements', { token });
    expect(answer.status).toBe(200);
    const [running, request] = answer.json as { isProcessed: boolean; totalAmount: number; numberOfTerms: number; customerNumber?: string; terms: { date: string; amount: number }[]; invoiceNumbers: string[] }[];
    expect(running?.isProcessed).toBe(true);
    expect(request?.isProcessed).toBe(false);
    expect(running?.customerNumber).toBeUndefined();
    expect(running?.terms).toHaveLength(running?.numberOfTerms ?? -1);
    expect(Math.round((running?.terms ?? []).reduce((sum, term) => sum + term.amount * 100, 0))).toBe(Math.round((running?.totalAmount ?? 0) * 100));
    for (const term of running?.terms ?? []) {
      const date = new Date(`${term.date}T12:00:00`);
      expect([0, 6]).not.toContain(date.getDay());
      expect(date.getDate()).toBeGreaterThanOrEqual(26);
    }
    const inArrangement = invoicesOf('wanbetaler').filter((invoice) => invoice.statusId === INVOICE_STATUS_ID.paymentArrangement);
    expect(running?.invoiceNumbers.sort()).toEqual(inArrangement.map((invoice) => invoice.invoiceNumber).sort());
  });

  test('hoofdverzekerde has none', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', '/api/Debitan/PaymentArrangements', { token })).toMatchObject({ status: 200, json: [] });
  });
});

describe('GET /api/Agreement/GetPaymentDetails', () => {
  function agreementOf(username: string) {
    const { state, customerNumber } = stored(username);
    return state.agreements.find((agreement) => agreement.agreementParticipants.some((entry) => entry.customerNumber === customerNumber))!;
  }

  test('the payment details of the user\'s agreement', async () => {
    const token = await t.accessToken('wanbetaler');
    const agreement = agreementOf('wanbetaler');
    const answer = await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${agreement.agreementId}&contractCode=${agreement.contractCode}`, { token });
    expect(answer).toMatchObject({ status: 200, json: agreement.paymentDetails });
  });

  test('another person\'s agreement or another contract code: 404; a missing parameter: 400', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const other = agreementOf('wanbetaler');
    const own = agreementOf('hoofdverzekerde');
    expect((await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${other.agreementId}&contractCode=${other.contractCode}`, { token })).status).toBe(404);
    expect((await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${own.agreementId}&contractCode=XXX`, { token })).status).toBe(404);
    const missing = await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${own.agreementId}`, { token });
    expect(missing).toMatchObject({ status: 400, json: { message: "Query parameter 'contractCode' is required" } });
  });

  test('medeverzekerde has no r-pay-det: 403', async () => {
    const token = await t.accessToken('medeverzekerde');
    const own = agreementOf('medeverzekerde');
    expect((await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${own.agreementId}&contractCode=${own.contractCode}`, { token })).status).toBe(403);
  });
});

describe('changing the payment details', () => {
  function agreementOf(username: string) {
    const { state, customerNumber } = stored(username);
    return state.agreements.find((agreement) => agreement.agreementParticipants.some((entry) => entry.customerNumber === customerNumber))!;
  }
  const accountOf = (username: string) => t.backend.store.read().accounts.find((entry) => entry.username === username)!;

  test('UpdateIban: an invalid IBAN and the refused mandate are 400 and nothing is stored; a valid one is kept', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { agreementId, paymentDetails } = agreementOf('hoofdverzekerde');
    const invalid = await t.call('POST', '/api/Agreement/UpdateIban', { token, body: { agreementId, iban: 'NL91 ABNA 0417 1643 01' } });
    expect(invalid).toMatchObject({ status: 400, json: { message: 'Vul een geldig IBAN-rekeningnummer in.' } });
    const refused = await t.call('POST', '/api/Agreement/UpdateIban', { token, body: { agreementId, iban: 'NL02 ABNA 0123 4567 89' } });
    expect(refused).toMatchObject({ status: 400, json: { message: 'De machtiging automatische incasso is niet geaccepteerd.' } });
    expect(agreementOf('hoofdverzekerde').paymentDetails.ibanPayedByInsured).toBe(paymentDetails.ibanPayedByInsured);
    const valid = await t.call('POST', '/api/Agreement/UpdateIban', { token, body: { agreementId, iban: 'nl91 abna 0417 1643 00' } });
    expect(valid).toMatchObject({ status: 200, json: { ibanPayedByInsured: 'NL91ABNA0417164300' } });
    expect(agreementOf('hoofdverzekerde').paymentDetails.ibanPayedByInsured).toBe('NL91ABNA0417164300');
  });

  test('UpdatePaymentDetails: iDEAL turns paper post into digital; a term change while blocked is 400', async () => {
    const token = await t.accessToken('wanbetaler');
    const { agreementId, paymentDetails } = agreementOf('wanbetaler');
    expect(accountOf('wanbetaler').contactPreference).toBe('paper');
    const blocked = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'iDeal', paymentTerm: 12 } });
    expect(blocked).toMatchObject({ status: 400, json: { message: 'The payment term cannot be changed: payment-deficit' } });
    expect(accountOf('wanbetaler').contactPreference).toBe('paper');
    const ideal = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'iDeal', paymentTerm: paymentDetails.paymentTerm } });
    expect(ideal).toMatchObject({ status: 200, json: { paymentDetails: { paymentMethod: 'iDeal' }, contactPreference: 'digital' } });
    expect(accountOf('wanbetaler').contactPreference).toBe('digital');
  });

  test('UpdatePaymentDetails: BOR is not choosable, direct debit needs a known IBAN, a term of 2 months does not exist', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { agreementId } = agreementOf('hoofdverzekerde');
    expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'BOR', paymentTerm: 1 } })).status).toBe(400);
    expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'Mail', paymentTerm: 2 } })).status).toBe(400);
    t.backend.store.update((state) => {
      const stored = state.agreements.find((entry) => entry.agreementId === agreementId)!;
      stored.paymentDetails.ibanPayedByInsured = '';
    });
    const unknown = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'DirectDebit', paymentTerm: 1 } });
    expect(unknown).toMatchObject({ status: 400, json: { message: 'Direct debit requires a known IBAN' } });
    expect(await t.call('GET', `/api/Agreement/HasKnownIban?agreementId=${agreementId}`, { token })).toMatchObject({ status: 200, json: { hasKnownIban: false, ibanPayedByInsured: null } });
    const yearly = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'Mail', paymentTerm: 12 } });
    expect(yearly).toMatchObject({ status: 200, json: { paymentDetails: { paymentMethod: 'Mail', paymentTerm: 12 } } });
  });

  test('another person\'s agreement: 404 before the body is looked at', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const other = agreementOf('wanbetaler');
    expect((await t.call('POST', '/api/Agreement/UpdateIban', { token, body: { agreementId: other.agreementId, iban: 'x' } })).status).toBe(404);
    expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: other.agreementId } })).status).toBe(404);
  });
});
