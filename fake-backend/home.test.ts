// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { hasPayableInvoices, hasPaymentArrangementInvoices } from '../domain/insurance';
import { yearForOfferedAgreement } from './areas/agreement';
import { DAY_WITH_THIS_YEARS_CLAIMS, useTestBackend } from './test-support';

/** The calls behind the dashboard's tiles (spec 01 §2 "Dashboard tiles", §7; spec 02 §7). */
const t = useTestBackend({ now: DAY_WITH_THIS_YEARS_CLAIMS });

describe('GET /api/Debitan/Invoices', () => {
  test('the main insured gets the invoices of the agreement, payable ones among them', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', '/api/Debitan/Invoices', { token });
    expect(answer.status).toBe(200);
    expect(answer.json.isPaymentArrangementsDisabled).toBe(false);
    expect(answer.json.invoices.length).toBeGreaterThan(24);
    expect(answer.json.invoices[0]).toMatchObject({
      invoiceNumber: expect.stringMatching(/^\d{10}$/),
      invoiceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      amount: expect.any(Number),
      remaining: expect.any(Number),
      status: expect.any(String),
      statusId: expect.any(Number),
    });
    expect(answer.json.invoices[0]).not.toHaveProperty('customerNumber');
    expect(hasPayableInvoices(answer.json.invoices)).toBe(true);
    expect(hasPaymentArrangementInvoices(answer.json.invoices)).toBe(false);
  });

  test('the defaulter has invoices in a payment arrangement; a collection agency holds only its own invoices, so arrangements are not disabled', async () => {
    const token = await t.accessToken('wanbetaler');
    const answer = await t.call('GET', '/api/debitan/invoices', { token });
    expect(hasPaymentArrangementInvoices(answer.json.invoices)).toBe(true);
    expect(hasPayableInvoices(answer.json.invoices)).toBe(true);
    expect(answer.json.isPaymentArrangementsDisabled).toBe(false);
  });

  // issue 19: 20 kB of JSON on every dashboard visit travels gzipped to a client that accepts it
  test('the answer is gzipped for a client that accepts it, and plain for one that does not', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const gzipped = await t.call('GET', '/api/Debitan/Invoices', { token, headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.json.invoices.length).toBeGreaterThan(24);
    const plain = await t.call('GET', '/api/Debitan/Invoices', { token, headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.json).toEqual(gzipped.json);
  });

  test('a co-insured may not read invoices: 403; no token: 401', async () => {
    const token = await t.accessToken('medeverzekerde');
    expect(await t.call('GET', '/api/Debitan/Invoices', { token })).toMatchObject({
      status: 403,
      json: { message: "U heeft geen toegang: hiervoor is het recht 'r-inv' nodig." },
    });
    expect((await t.call('GET', '/api/Debitan/Invoices')).status).toBe(401);
  });
});

describe('GET /api/Declaration/GetDeclarationsPreview', () => {
  test('the newest five declarations, handled and in progress, of persons the user may see', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', '/api/Declaration/GetDeclarationsPreview', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(5);
    const received = answer.json.map((item: { receivedDate: string }) => item.receivedDate);
    expect(received).toEqual([...received].sort().reverse());
    expect(answer.json.map((item: { status: number }) => item.status)).toEqual(expect.arrayContaining([0, 1]));
    expect(answer.json[0]).toMatchObject({
      declarationId: expect.any(String),
      careProvider: expect.any(String),
      declarationAmount: expect.any(Number),
      statusName: expect.stringMatching(/^(Afgehandeld|In behandeling)$/),
    });
  });

  test('a co-insured sees only their own declarations', async () => {
    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('GET', '/api/Declaration/GetDeclarationsPreview', { token });
    expect(answer.status).toBe(200);
    const customerNumbers = new Set(answer.json.map((item: { customerNumber: string }) => item.customerNumber));
    expect(customerNumbers.size).toBe(1);
  });

  test('needs a token', async () => {
    expect((await t.call('GET', '/api/Declaration/GetDeclarationsPreview')).status).toBe(401);
  });
});

describe('GET /api/Policy/GetExcess', () => {
  test('the own excess of this year: the policy amount less the handled declarations', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', '/api/Policy/GetExcess', { token });
    expect(answer.status).toBe(200);
    expect(answer.json.amountTotal).toBe(885);
    expect(answer.json.amountRemaining).toBeGreaterThanOrEqual(0);
    expect(answer.json.amountRemaining).toBeLessThan(885);
    const state = t.backend.store.read();
    const year = Number(t.backend.clock.today().slice(0, 4));
    const consumed = state.declarations
      .filter((entry) => entry.customerNumber === answer.json.customerNumber && entry.status === 0 && entry.treatmentDate.startsWith(`${year}-`))
      .reduce((total, entry) => total + entry.excessAmount, 0);
    expect(answer.json.amountRemaining).toBeCloseTo(Math.max(0, 885 - consumed), 2);
  });

  test('a child under 16 has no excess; another person than the visible ones is forbidden', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const state = t.backend.store.read();
    const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde')!;
    const { agreementId } = state.customers.find((customer) => customer.customerNumber === account.customerNumber)!;
    const child = state.customers.find((customer) => customer.role === 'M' && customer.agreementId === agreementId)!;
    const partner = state.customers.find((customer) => customer.role === 'P' && customer.agreementId === agreementId)!;
    const childExcess = await t.call('GET', `/api/Policy/GetExcess?customerNumber=${child.customerNumber}`, { token });
    expect(childExcess).toMatchObject({ status: 200, json: { amountTotal: 0, amountRemaining: 0 } });
    expect((await t.call('GET', `/api/Policy/GetExcess?customerNumber=${partner.customerNumber}`, { token })).status).toBe(403);
  });

  test.for([
    { query: '?year=volgend', message: "De parameter 'year' in het adres moet een jaartal (jjjj) zijn." },
    { query: '?customerNumber=abc', message: "De parameter 'customerNumber' in het adres moet een klantnummer (cijfers) zijn." },
  ])('400 for $query', async ({ query, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', `/api/Policy/GetExcess${query}`, { token })).toMatchObject({ status: 400, json: { message } });
  });

  test('a year without a policy: 404', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', '/api/Policy/GetExcess?year=1999', { token })).status).toBe(404);
  });
});

describe('POST /api/InsuranceCard/GetDigitalInsuranceCardInformation', () => {
  test('one card per visible insured person, with EHIC and insurance number in groups', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('POST', '/api/InsuranceCard/GetDigitalInsuranceCardInformation', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(3);
    expect(answer.json[0]).toMatchObject({
      customerNumber: expect.any(String),
      uzoviCode: '3358',
      uzoviDescription: 'Zorgzaam',
      hasEHIC: true,
      ehic: { expiryDate: expect.stringMatching(/^\d{4}-12-31$/) },
      insuranceCard: { insuranceNumber: expect.stringMatching(/^\d{4} \d{4} \d{4}$/) },
    });
  });

  test('a co-insured gets only their own card', async () => {
    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('POST', '/api/InsuranceCard/GetDigitalInsuranceCardInformation', { token, body: {} });
    expect(answer.json).toHaveLength(1);
  });

  test('needs a token', async () => {
    expect((await t.call('POST', '/api/InsuranceCard/GetDigitalInsuranceCardInformation')).status).toBe(401);
  });
});

describe('GET /api/Agreement/GetYearForOfferedAgreement', () => {
  test.for([
    { today: '2026-11-11', year: null },
    { today: '2026-11-12', year: 2027 },
    { today: '2026-12-31', year: 2027 },
    { today: '2027-01-31', year: 2027 },
    { today: '2027-02-01', year: null },
    { today: '2027-06-15', year: null },
  ])('$today → $year', ({ today, year }) => {
    expect(yearForOfferedAgreement(today)).toBe(year);
  });

  test('answers the year, or 204 when nothing is offered; needs a token', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', '/api/Agreement/GetYearForOfferedAgreement', { token });
    const expected = yearForOfferedAgreement(t.backend.clock.today());
    if (expected === null) expect(answer).toMatchObject({ status: 204, text: '' });
    else expect(answer).toMatchObject({ status: 200, json: expected });
    expect((await t.call('GET', '/api/Agreement/GetYearForOfferedAgreement')).status).toBe(401);
  });
});
