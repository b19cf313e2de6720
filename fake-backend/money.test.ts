// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { arrangementInvoiceRefusal, euroToCents, INVOICE_STATUS_ID, PAYMENT_ARRANGEMENT_MESSAGES_NL, paymentArrangementStartDates } from '../domain/insurance';
import { intoOfferPeriod, useTestBackend } from './test-support';
import { FORMER_AGREEMENT } from './seed/people';

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
    for (const statusId of [1, 3, 4, 5, 6, 7, 9]) expect(statusIds).toContain(statusId);
    const { state, customerNumber } = stored('wanbetaler');
    const arrangements = state.paymentArrangements.filter((arrangement) => arrangement.customerNumber === customerNumber);
    expect(arrangements.map((arrangement) => arrangement.isProcessed)).toEqual([true, false]);
  });

  test('lopenderegeling: a running arrangement, no request waiting, and last month\'s open premium that may be added', () => {
    const { state, customerNumber } = stored('lopenderegeling');
    const arrangements = state.paymentArrangements.filter((arrangement) => arrangement.customerNumber === customerNumber);
    expect(arrangements).toEqual([expect.objectContaining({ isProcessed: true, numberOfTerms: 6 })]);
    const invoices = invoicesOf('lopenderegeling');
    const inArrangement = invoices.filter((invoice) => invoice.statusId === INVOICE_STATUS_ID.paymentArrangement);
    expect(arrangements[0]!.invoiceNumbers).toEqual(inArrangement.map((invoice) => invoice.invoiceNumber));
    expect(Math.round(arrangements[0]!.totalAmount * 100)).toBe(inArrangement.reduce((sum, invoice) => sum + Math.round(invoice.amount * 100), 0));
    const today = new Date(`${t.backend.clock.today()}T12:00:00`);
    const addable = invoices.filter((invoice) => arrangementInvoiceRefusal(invoice, [], today) === null);
    expect(addable).toHaveLength(1);
    expect(addable[0]).toMatchObject({ statusId: INVOICE_STATUS_ID.open });
    expect(addable[0]!.remaining).toBeGreaterThanOrEqual(50);
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
    expect(answer).toMatchObject({ status: 404, json: { message: `Factuur ${other.invoiceNumber} is niet gevonden.` } });
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

  // "each term should say paid / open (and due date)": each term with the day its payment came in
  test('lopenderegeling paid every term whose day has passed, on its day; the later ones are unpaid', async () => {
    const token = await t.accessToken('lopenderegeling');
    const [running] = (await t.call('GET', '/api/Debitan/PaymentArrangements', { token })).json as { requestedAt: string | null; terms: { number: number; date: string; paidOn: string | null }[] }[];
    const today = t.backend.clock.today();
    expect(running?.requestedAt).toBeNull();
    const past = running?.terms.filter((term) => term.date < today) ?? [];
    expect(past.length).toBeGreaterThanOrEqual(1);
    for (const term of running?.terms ?? []) expect(term.paidOn).toBe(term.date < today ? term.date : null);
  });

  test('wanbetaler paid the first term only; the request waiting says when it arrived', async () => {
    const token = await t.accessToken('wanbetaler');
    const [running, request] = (await t.call('GET', '/api/Debitan/PaymentArrangements', { token })).json as { requestedAt: string | null; terms: { number: number; date: string; paidOn: string | null }[] }[];
    const today = t.backend.clock.today();
    expect(running?.terms[0]).toMatchObject({ number: 1, paidOn: running?.terms[0]?.date });
    expect((running?.terms[0]?.date ?? today) < today).toBe(true);
    expect(running?.terms.slice(1).map((term) => term.paidOn)).toEqual([null, null, null, null, null]);
    expect(request?.requestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((request?.requestedAt ?? today).slice(0, 10) < today).toBe(true);
    expect(request?.terms.every((term) => term.paidOn === null)).toBe(true);
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
    expect(missing).toMatchObject({ status: 400, json: { message: "De parameter 'contractCode' in het adres is verplicht." } });
  });

  // "Payment details: excessLimit" (spec 02 §3), shown as 'Maximaal eigen risico': 385 plus the voluntary excess of the
  // main insured's policy (domain `agreementExcessLimit`), not one figure for every agreement
  test.for([
    { username: 'hoofdverzekerde', which: 'own', why: 'the main insured chose a voluntary 500', limit: 885 },
    { username: 'wanbetaler', which: 'own', why: 'the compulsory own risk only', limit: 385 },
    { username: 'tweeovereenkomsten', which: 'daughter', why: 'only a child of 12 is insured on it', limit: 0 },
  ])('excessLimit of $username\'s $which agreement: $limit ($why)', async ({ username, which, limit }) => {
    const token = await t.accessToken(username);
    const { state, customerNumber } = stored(username);
    const agreement = state.agreements.filter((entry) => entry.mainCustomerNumber === customerNumber).at(which === 'own' ? 0 : -1)!;
    const answer = await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${agreement.agreementId}&contractCode=${agreement.contractCode}`, { token });
    expect(answer).toMatchObject({ status: 200, json: { excessLimit: limit } });
  });

  test('the excessLimit follows a policy change of the own risk, in the payment details and the most recent agreements', async () => {
    const token = await t.accessToken('wanbetaler');
    const { state, customerNumber } = stored('wanbetaler');
    const agreement = state.agreements.find((entry) => entry.mainCustomerNumber === customerNumber)!;
    const thisYear = Number(t.backend.clock.today().slice(0, 4));
    // the policy of this year now carries a voluntary 300: 385 + 300
    t.backend.store.update((draft) => {
      const policy = draft.policies.find((entry) => entry.customerNumber === customerNumber && entry.agreementId === agreement.agreementId && entry.year === thisYear)!;
      policy.excessAmount = 685;
    });
    const details = await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${agreement.agreementId}&contractCode=${agreement.contractCode}`, { token });
    expect(details).toMatchObject({ status: 200, json: { excessLimit: 685 } });
    const recent = await t.call('GET', '/api/Agreement/GetMostRecentAgreements', { token });
    expect(recent.json.find((entry: { agreementId: string }) => entry.agreementId === agreement.agreementId).paymentDetails.excessLimit).toBe(685);
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

  // issue 33 point 14: "the reimbursement IBAN can be changed" with UpdatePaymentDetails' ibanReceivedByInsured
  test('UpdatePaymentDetails with ibanReceivedByInsured: a bad IBAN or a mixed change is 400 in Dutch and nothing is stored; a valid one is kept, the premium IBAN stays', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = agreementOf('hoofdverzekerde');
    const call = (body: Record<string, unknown>) => t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: before.agreementId, ...body } });
    expect(await call({ ibanReceivedByInsured: 'NL91 ABNA 0417 1643 01' })).toMatchObject({ status: 400, json: { message: 'Vul een geldig IBAN-rekeningnummer in.' } });
    expect(await call({ ibanReceivedByInsured: '' })).toMatchObject({ status: 400, json: { message: expect.stringContaining('ibanReceivedByInsured') } });
    expect(await call({ ibanReceivedByInsured: 'NL91ABNA0417164300', paymentMethod: 'iDeal', paymentTerm: 1 })).toMatchObject({
      status: 400,
      json: { message: 'Wijzig het rekeningnummer voor vergoedingen apart van de betaalwijze en de betaaltermijn.' },
    });
    expect(agreementOf('hoofdverzekerde')).toEqual(before);
    const valid = await call({ ibanReceivedByInsured: 'nl91 abna 0417 1643 00' });
    expect(valid).toMatchObject({ status: 200, json: { paymentDetails: { ibanReceivedByInsured: 'NL91ABNA0417164300', paymentMethod: before.paymentDetails.paymentMethod } } });
    expect(agreementOf('hoofdverzekerde').paymentDetails).toEqual({ ...before.paymentDetails, ibanReceivedByInsured: 'NL91ABNA0417164300' });
  });

  test('the reimbursement IBAN only by the main insured: a co-insured is refused and nothing changes', async () => {
    const main = agreementOf('hoofdverzekerde');
    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: main.agreementId, ibanReceivedByInsured: 'NL91ABNA0417164300' } });
    expect([403, 404]).toContain(answer.status);
    expect(agreementOf('hoofdverzekerde')).toEqual(main);
  });

  test('hoofdverzekerde (direct debit, monthly, paper post) switches to iDEAL: the post becomes digital', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { agreementId, paymentDetails } = agreementOf('hoofdverzekerde');
    expect(paymentDetails).toMatchObject({ paymentMethod: 'DirectDebit', paymentTerm: 1, ibanPayedByInsured: expect.stringMatching(/^NL\d{2}[A-Z]{4}\d{10}$/) });
    expect(accountOf('hoofdverzekerde').contactPreference).toBe('paper');
    const ideal = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'iDeal', paymentTerm: 1 } });
    expect(ideal).toMatchObject({ status: 200, json: { paymentDetails: { paymentMethod: 'iDeal', paymentTerm: 1 }, contactPreference: 'digital' } });
    expect(accountOf('hoofdverzekerde').contactPreference).toBe('digital');
  });

  test('UpdatePaymentDetails to quarterly: the agreement and its payment details at once; the policies pay per quarter from the day it takes effect (issue 33 point 5), the monthly premium stays', async () => {
    // the term changes only while next year's packages are offered
    const year = intoOfferPeriod(t.backend);
    const token = await t.accessToken('hoofdverzekerde');
    const { agreementId, paymentDetails } = agreementOf('hoofdverzekerde');
    type Detail = { paymentTerm: number; totalAmount: number; totalAmountPaymentTerm: number; policyDetails: { paymentTerm: number; totalNettoPremiumMonth: number; totalNettoPremiumPaymentTerm: number; discountPercentage: number }[] };
    const detailsOf = async (bearer: string, forYear: number) => ((await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${forYear}`, { token: bearer })).json as Detail[])[0]!;
    const before = await detailsOf(token, year);
    expect(before.paymentTerm).toBe(1);
    const changed = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: paymentDetails.paymentMethod, paymentTerm: 3 } });
    expect(changed).toMatchObject({ status: 200, json: { paymentDetails: { paymentTerm: 3 } } });
    expect(agreementOf('hoofdverzekerde')).toMatchObject({ paymentTerm: 3, paymentDetails: { paymentTerm: 3 } });
    const effectiveFrom = (changed.json as { paymentDetails: { scheduledChange: { effectiveFrom: string } } }).paymentDetails.scheduledChange.effectiveFrom;
    // not before the day it takes effect
    expect((await detailsOf(token, year)).paymentTerm).toBe(1);

    t.backend.clock.advance(Math.round((Date.parse(`${effectiveFrom}T12:00:00Z`) - t.backend.clock.now()) / 1000));
    const later = await t.accessToken('hoofdverzekerde');
    const after = await detailsOf(later, Number(effectiveFrom.slice(0, 4)));
    expect(after.paymentTerm).toBe(3);
    const quarterly = paymentDetails.paymentTermDiscounts.quarterly;
    for (const policy of after.policyDetails) {
      const termCents = euroToCents(policy.totalNettoPremiumMonth) * 3;
      expect(policy).toMatchObject({ paymentTerm: 3, discountPercentage: quarterly });
      expect(euroToCents(policy.totalNettoPremiumPaymentTerm)).toBe(termCents - Math.round((termCents * quarterly) / 100));
    }
    expect(euroToCents(after.totalAmountPaymentTerm)).toBe(after.policyDetails.reduce((total, policy) => total + euroToCents(policy.totalNettoPremiumPaymentTerm), 0));
  });

  test('UpdatePaymentDetails: iDEAL turns paper post into digital; a term change while blocked is 400', async () => {
    const token = await t.accessToken('wanbetaler');
    const { agreementId, paymentDetails } = agreementOf('wanbetaler');
    expect(accountOf('wanbetaler').contactPreference).toBe('paper');
    const blocked = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'iDeal', paymentTerm: 12 } });
    expect(blocked).toMatchObject({ status: 400, json: { message: 'U kunt de betaaltermijn nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).' } });
    expect(accountOf('wanbetaler').contactPreference).toBe('paper');
    const ideal = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'iDeal', paymentTerm: paymentDetails.paymentTerm } });
    expect(ideal).toMatchObject({ status: 200, json: { paymentDetails: { paymentMethod: 'iDeal' }, contactPreference: 'digital' } });
    expect(accountOf('wanbetaler').contactPreference).toBe('digital');
  });

  test('UpdatePaymentDetails: BOR is not choosable, direct debit needs a known IBAN, a term of 2 months does not exist', async () => {
    // the yearly term at the end changes only while next year's packages are offered
    intoOfferPeriod(t.backend);
    const token = await t.accessToken('hoofdverzekerde');
    const { agreementId } = agreementOf('hoofdverzekerde');
    expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'BOR', paymentTerm: 1 } })).status).toBe(400);
    expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'Mail', paymentTerm: 2 } })).status).toBe(400);
    t.backend.store.update((state) => {
      const stored = state.agreements.find((entry) => entry.agreementId === agreementId)!;
      stored.paymentDetails.ibanPayedByInsured = '';
    });
    const unknown = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'DirectDebit', paymentTerm: 1 } });
    expect(unknown).toMatchObject({ status: 400, json: { message: 'Voor automatische incasso is een bekend IBAN nodig.' } });
    expect(await t.call('GET', `/api/Agreement/HasKnownIban?agreementId=${agreementId}`, { token })).toMatchObject({ status: 200, json: { hasKnownIban: false, ibanPayedByInsured: null } });
    const yearly = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId, paymentMethod: 'Mail', paymentTerm: 12 } });
    expect(yearly).toMatchObject({ status: 200, json: { paymentDetails: { paymentMethod: 'Mail', paymentTerm: 12 } } });
  });

  test('oudeovereenkomst\'s ended agreement is read-only: 400 naming the rule, nothing stored; her running one changes', async () => {
    const token = await t.accessToken('oudeovereenkomst');
    const before = t.backend.store.read().agreements.find((entry) => entry.agreementId === FORMER_AGREEMENT.agreementId)!;
    expect(before.hasAgreementEnded).toBe(true);
    const ended = { message: 'De overeenkomst is beëindigd: de betaalgegevens kunt u niet meer wijzigen.' };
    const iban = await t.call('POST', '/api/Agreement/UpdateIban', { token, body: { agreementId: before.agreementId, iban: 'NL02 RABO 0123 4567 89' } });
    expect(iban).toMatchObject({ status: 400, json: ended });
    const method = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: before.agreementId, paymentMethod: 'iDeal', paymentTerm: 3 } });
    expect(method).toMatchObject({ status: 400, json: ended });
    expect(t.backend.store.read().agreements.find((entry) => entry.agreementId === before.agreementId)).toEqual(before);
    const running = agreementOf('oudeovereenkomst');
    expect(running.hasAgreementEnded).toBe(false);
    const changed = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: running.agreementId, paymentMethod: 'iDeal', paymentTerm: 1 } });
    expect(changed).toMatchObject({ status: 200, json: { paymentDetails: { paymentMethod: 'iDeal' } } });
  });

  test('another person\'s agreement: 404 before the body is looked at', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const other = agreementOf('wanbetaler');
    expect((await t.call('POST', '/api/Agreement/UpdateIban', { token, body: { agreementId: other.agreementId, iban: 'x' } })).status).toBe(404);
    expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: other.agreementId } })).status).toBe(404);
  });
});

describe('POST /api/Debitan/PaymentArrangements', () => {
  const localDay = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const firstMoment = () => isoDay(paymentArrangementStartDates(localDay(t.backend.clock.today()))[0]!);
  /** wanbetaler's invoices the wizard lets choose, and those it refuses */
  function wanbetalerInvoices() {
    const today = localDay(t.backend.clock.today());
    const invoices = invoicesOf('wanbetaler');
    const choosable = invoices.filter((invoice) => arrangementInvoiceRefusal(invoice, [], today) === null);
    return { invoices, choosable, premium: choosable.filter((invoice) => invoice.premiePeriod !== null), today };
  }

  test('wanbetaler: one past premium invoice over 2 terms replaces the unprocessed request, and is kept', async () => {
    const token = await t.accessToken('wanbetaler');
    const { premium } = wanbetalerInvoices();
    const chosen = premium[0]!;
    const answer = await t.call('POST', '/api/Debitan/PaymentArrangements', {
      token,
      body: { invoiceNumbers: [chosen.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() },
    });
    expect(answer.status).toBe(201);
    expect(answer.json.kind).toBe('replace-unprocessed');
    expect(answer.json.paymentArrangement).toMatchObject({ isProcessed: false, numberOfTerms: 2, totalAmount: chosen.remaining, invoiceNumbers: [chosen.invoiceNumber] });
    const terms = answer.json.paymentArrangement.terms as { amount: number; date: string }[];
    expect(terms.map((term) => term.date)[0]).toBe(firstMoment());
    expect(terms.reduce((sum, term) => sum + Math.round(term.amount * 100), 0)).toBe(Math.round(chosen.remaining * 100));

    const listed = await t.call('GET', '/api/Debitan/PaymentArrangements', { token });
    const requests = (listed.json as { isProcessed: boolean; invoiceNumbers: string[] }[]).filter((entry) => !entry.isProcessed);
    expect(requests).toEqual([expect.objectContaining({ invoiceNumbers: [chosen.invoiceNumber] })]);
    expect(listed.json.filter((entry: { isProcessed: boolean }) => entry.isProcessed)).toHaveLength(1);
  });

  test('each broken rule is a 400 naming it, and nothing is stored', async () => {
    const token = await t.accessToken('wanbetaler');
    const { invoices, premium, today } = wanbetalerInvoices();
    const before = JSON.stringify(t.backend.store.read().paymentArrangements);
    const inArrangement = invoices.find((invoice) => invoice.statusId === INVOICE_STATUS_ID.paymentArrangement)!;
    const collection = invoices.find((invoice) => invoice.statusId === INVOICE_STATUS_ID.collectionAgency)!;
    const currentMonth = invoices.find((invoice) => invoice.premiePeriod !== null && arrangementInvoiceRefusal(invoice, [], today) === 'premium-not-for-past-month')!;
    const cases: [unknown, string][] = [
      [{ invoiceNumbers: [], numberOfTerms: 2, startDate: firstMoment() }, PAYMENT_ARRANGEMENT_MESSAGES_NL['no-invoice-chosen']],
      [{ invoiceNumbers: [inArrangement.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() }, PAYMENT_ARRANGEMENT_MESSAGES_NL['invoice-not-selectable']],
      [{ invoiceNumbers: [collection.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() }, PAYMENT_ARRANGEMENT_MESSAGES_NL['invoice-not-selectable']],
      [{ invoiceNumbers: [currentMonth.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() }, PAYMENT_ARRANGEMENT_MESSAGES_NL['premium-invoice-not-for-past-month']],
      [{ invoiceNumbers: premium.slice(0, 2).map((invoice) => invoice.invoiceNumber), numberOfTerms: 2, startDate: firstMoment() }, PAYMENT_ARRANGEMENT_MESSAGES_NL['more-than-one-premium-invoice']],
      [{ invoiceNumbers: [premium[0]!.invoiceNumber], numberOfTerms: 13, startDate: firstMoment() }, PAYMENT_ARRANGEMENT_MESSAGES_NL['number-of-terms-out-of-range']],
      [{ invoiceNumbers: [premium[0]!.invoiceNumber], numberOfTerms: 12, startDate: firstMoment() }, PAYMENT_ARRANGEMENT_MESSAGES_NL['term-below-minimum']],
      [{ invoiceNumbers: [premium[0]!.invoiceNumber], numberOfTerms: 2, startDate: t.backend.clock.today() }, PAYMENT_ARRANGEMENT_MESSAGES_NL['start-date-not-a-collection-moment']],
      [{ invoiceNumbers: 'all', numberOfTerms: 2, startDate: firstMoment() }, "Het veld 'invoiceNumbers' moet een lijst van hoogstens 100 factuurnummers (cijfers) zijn."],
      [{ invoiceNumbers: [premium[0]!.invoiceNumber], numberOfTerms: 2, startDate: 'soon' }, "Het veld 'startDate' moet een datum zijn (jjjj-mm-dd)."],
    ];
    expect(premium.length).toBeGreaterThan(1);
    expect(premium[0]!.remaining).toBeLessThan(12 * 25);
    for (const [body, message] of cases) {
      expect(await t.call('POST', '/api/Debitan/PaymentArrangements', { token, body })).toMatchObject({ status: 400, json: { message } });
    }
    expect(JSON.stringify(t.backend.store.read().paymentArrangements)).toBe(before);
  });

  test('another person\'s invoice: 404; medeverzekerde (no c-pay-arr): 403 before the body', async () => {
    const token = await t.accessToken('wanbetaler');
    const other = invoicesOf('hoofdverzekerde').find((invoice) => invoice.statusId === INVOICE_STATUS_ID.reminder)!;
    const answer = await t.call('POST', '/api/Debitan/PaymentArrangements', { token, body: { invoiceNumbers: [other.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() } });
    expect(answer).toMatchObject({ status: 404, json: { message: `Factuur ${other.invoiceNumber} is niet gevonden.` } });
    const coInsured = await t.accessToken('medeverzekerde');
    expect(await t.call('POST', '/api/Debitan/PaymentArrangements', { token: coInsured, body: 'not even an object' })).toMatchObject({
      status: 403,
      json: { message: "U heeft geen toegang: hiervoor is het recht 'c-pay-arr' nodig." },
    });
  });

  test('lopenderegeling: the open invoice is added to the running arrangement; a refused one stores nothing', async () => {
    const token = await t.accessToken('lopenderegeling');
    const today = localDay(t.backend.clock.today());
    const invoices = invoicesOf('lopenderegeling');
    const running = t.backend.store.read().paymentArrangements.find((arrangement) => arrangement.customerNumber === stored('lopenderegeling').customerNumber)!;
    const before = JSON.stringify(t.backend.store.read());
    const currentMonth = invoices.find((invoice) => arrangementInvoiceRefusal(invoice, [], today) === 'premium-not-for-past-month')!;
    const inArrangement = invoices.find((invoice) => invoice.statusId === INVOICE_STATUS_ID.paymentArrangement)!;
    for (const [chosen, message] of [
      [currentMonth, PAYMENT_ARRANGEMENT_MESSAGES_NL['premium-invoice-not-for-past-month']],
      [inArrangement, PAYMENT_ARRANGEMENT_MESSAGES_NL['invoice-not-selectable']],
    ] as const) {
      const refused = await t.call('POST', '/api/Debitan/PaymentArrangements', { token, body: { invoiceNumbers: [chosen.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() } });
      expect(refused).toMatchObject({ status: 400, json: { message } });
    }
    expect(JSON.stringify(t.backend.store.read())).toBe(before);

    const addable = invoices.find((invoice) => arrangementInvoiceRefusal(invoice, [], today) === null)!;
    const answer = await t.call('POST', '/api/Debitan/PaymentArrangements', { token, body: { invoiceNumbers: [addable.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() } });
    expect(answer).toMatchObject({
      status: 201,
      json: { kind: 'add-to-existing', paymentArrangement: { isProcessed: false, addsToPaymentArrangementId: running.paymentArrangementId, invoiceNumbers: [addable.invoiceNumber], totalAmount: addable.remaining } },
    });
    const listed = (await t.call('GET', '/api/Debitan/PaymentArrangements', { token })).json as { paymentArrangementId: string; isProcessed: boolean; addsToPaymentArrangementId: string | null; requestedAt: string | null }[];
    expect(listed.map((entry) => [entry.isProcessed, entry.addsToPaymentArrangementId])).toEqual([[true, null], [false, running.paymentArrangementId]]);
    // the moment it arrived, by the backend's clock, in the answer and in the list
    expect(answer.json.paymentArrangement.requestedAt).toBe(listed[1]?.requestedAt);
    expect(Math.abs(Date.parse(listed[1]?.requestedAt ?? '') - t.backend.clock.now())).toBeLessThan(60_000);
    // written to db.json: a restarted backend reads the same
    const { readFile } = await import('node:fs/promises');
    const onDisk = JSON.parse(await readFile(t.backend.store.file, 'utf8')) as { paymentArrangements: unknown[] };
    expect(onDisk.paymentArrangements).toEqual(t.backend.store.read().paymentArrangements);
  });

  test('faillissement (invoices in bankruptcy): the invoices answer isPaymentArrangementsDisabled, and a request is a 400 naming the rule, nothing stored', async () => {
    const token = await t.accessToken('faillissement');
    const today = localDay(t.backend.clock.today());
    const invoices = invoicesOf('faillissement');
    const listed = await t.call('GET', '/api/Debitan/Invoices', { token });
    expect(listed.status).toBe(200);
    expect(listed.json.isPaymentArrangementsDisabled).toBe(true);
    const inBankruptcy = (listed.json.invoices as { statusId: number; status: string }[]).filter((invoice) => invoice.statusId === INVOICE_STATUS_ID.bankruptcy);
    expect(inBankruptcy.map((invoice) => invoice.status)).toEqual(['Faillissement', 'Faillissement']);
    // last month's premium came after the bankruptcy: on its own the wizard's rules would let it in
    const open = invoices.find((invoice) => arrangementInvoiceRefusal(invoice, [], today) === null)!;
    expect(open).toMatchObject({ statusId: INVOICE_STATUS_ID.open });
    const bankrupt = invoices.find((invoice) => invoice.statusId === INVOICE_STATUS_ID.bankruptcy)!;
    const before = JSON.stringify(t.backend.store.read());
    for (const chosen of [open, bankrupt]) {
      const refused = await t.call('POST', '/api/Debitan/PaymentArrangements', { token, body: { invoiceNumbers: [chosen.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() } });
      expect(refused).toMatchObject({ status: 400, json: { message: PAYMENT_ARRANGEMENT_MESSAGES_NL['arrangements-disabled'] } });
    }
    expect(JSON.stringify(t.backend.store.read())).toBe(before);

    // the bankruptcy is what refuses it: once settled (paid), the same request is taken
    t.backend.store.update((db) => {
      for (const invoice of db.invoices) if (invoice.customerNumber === bankrupt.customerNumber && invoice.statusId === INVOICE_STATUS_ID.bankruptcy) Object.assign(invoice, { statusId: INVOICE_STATUS_ID.paid, status: 'Betaald', remaining: 0 });
    });
    const taken = await t.call('POST', '/api/Debitan/PaymentArrangements', { token, body: { invoiceNumbers: [open.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() } });
    expect(taken).toMatchObject({ status: 201, json: { kind: 'new', paymentArrangement: { invoiceNumbers: [open.invoiceNumber] } } });
  });

  test('hoofdverzekerde without any arrangement: a new request', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const today = localDay(t.backend.clock.today());
    const chosen = invoicesOf('hoofdverzekerde').find((invoice) => invoice.premiePeriod !== null && arrangementInvoiceRefusal(invoice, [], today) === null)!;
    const answer = await t.call('POST', '/api/Debitan/PaymentArrangements', { token, body: { invoiceNumbers: [chosen.invoiceNumber], numberOfTerms: 2, startDate: firstMoment() } });
    expect(answer).toMatchObject({ status: 201, json: { kind: 'new' } });
  });
});
