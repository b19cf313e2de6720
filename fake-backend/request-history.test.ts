// @vitest-environment node
import { differenceInCalendarDays } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { formatSubmittedDate, insuranceCardDeliveryDate, parseCalendarDate } from '../domain/calendar';
import { useTestBackend } from './test-support';
import { visibleCustomerNumbers } from './visibility';

/** GET Request/GetRequests, issue 33 point 7 (a proposed addition): the requests sent besides claims. */
const t = useTestBackend();
const PATH = '/api/Request/GetRequests';

function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username);
  const self = state.customers.find((entry) => entry.customerNumber === account?.customerNumber);
  if (!self) throw new Error(`no customer for ${username}`);
  const visible = visibleCustomerNumbers(state, self, t.backend.clock.today());
  const others = state.agreements
    .filter((agreement) => agreement.agreementParticipants.some((entry) => entry.customerNumber === self.customerNumber))
    .flatMap((agreement) => agreement.agreementParticipants.map((entry) => entry.customerNumber))
    .filter((number) => number !== self.customerNumber);
  return { self: self.customerNumber, children: others.filter((number) => visible.has(number)), hidden: others.filter((number) => !visible.has(number)) };
}

interface Item {
  requestId: string;
  kind: string;
  flow: string | null;
  customerNumber: string;
  fullName: string;
  receivedAt: string;
  handledBy: string;
  status: string;
}

describe('GET Request/GetRequests', () => {
  test('a fresh main insured finds the seed\'s requests, newest first, each with its person, handled-by day and status', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self, children } = household('hoofdverzekerde');
    const answer = await t.call('GET', PATH, { token });
    expect(answer.status).toBe(200);
    const items = answer.json as Item[];
    expect(items.map((item) => [item.kind, item.flow, item.status])).toEqual([
      ['care-mediation', 'medical-specialist', 'in-progress'],
      ['contact-form', 'invoice', 'handled'],
      ['seated-transport', 'wheelchair', 'handled'],
      ['insurance-card', null, 'handled'],
    ]);
    expect(items.map((item) => item.customerNumber)).toEqual([self, self, expect.any(String), self]);
    expect(children).toContain(items[2]?.customerNumber);
    expect(items.every((item) => item.fullName.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(item.handledBy))).toBe(true);
    const received = items.map((item) => item.receivedAt);
    expect([...received].sort().reverse()).toEqual(received);
  });

  test('a card just asked for a child is listed first, in progress until its delivery day', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { children } = household('hoofdverzekerde');
    expect((await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: [children[0]] } })).status).toBe(200);
    const [first] = (await t.call('GET', PATH, { token })).json as Item[];
    const today = parseCalendarDate(t.backend.clock.today()) ?? new Date();
    const deliveryDay = insuranceCardDeliveryDate(today);
    expect(first).toMatchObject({ kind: 'insurance-card', customerNumber: children[0], status: 'in-progress', handledBy: formatSubmittedDate(deliveryDay) });
    // the day after its delivery day the request is handled (working days: around May, King's Day, Liberation Day,
    // Ascension and Whit Monday put that day later than a fixed count of days would)
    t.backend.clock.advance((differenceInCalendarDays(deliveryDay, today) + 1) * 24 * 3600);
    const later = await t.accessToken('hoofdverzekerde');
    const [same] = (await t.call('GET', PATH, { token: later })).json as Item[];
    expect(same).toMatchObject({ requestId: first?.requestId, status: 'handled' });
  });

  test('"only persons the user may see": a request about the partner (16 or over) is not listed, whoever sent it; a co-insured sees only her own', async () => {
    const { hidden } = household('hoofdverzekerde');
    t.backend.store.update((state) => {
      const [seeded] = state.careMediationRequests ?? [];
      if (seeded) state.careMediationRequests = [...(state.careMediationRequests ?? []), { ...seeded, requestId: 'about-the-partner', customerNumber: hidden[0] ?? '' }];
    });
    const token = await t.accessToken('hoofdverzekerde');
    const items = (await t.call('GET', PATH, { token })).json as Item[];
    expect(items.map((item) => item.requestId)).not.toContain('about-the-partner');
    const own = await t.accessToken('medeverzekerde');
    expect((await t.call('GET', PATH, { token: own })).json).toEqual([]);
  });

  test('filtered per person: a child\'s requests only; someone else 403, a malformed number 400, both in Dutch', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { children, hidden } = household('hoofdverzekerde');
    const transported = ((await t.call('GET', PATH, { token })).json as Item[]).find((item) => item.kind === 'seated-transport')?.customerNumber;
    expect(children).toContain(transported);
    const child = (await t.call('GET', `${PATH}?customerNumber=${transported}`, { token })).json as Item[];
    expect(child.map((item) => [item.kind, item.customerNumber])).toEqual([['seated-transport', transported]]);
    expect(await t.call('GET', `${PATH}?customerNumber=${hidden[0]}`, { token })).toMatchObject({ status: 403, json: { message: `U heeft geen toegang tot de gegevens van verzekerde ${hidden[0]}.` } });
    expect(await t.call('GET', `${PATH}?customerNumber=abc`, { token })).toMatchObject({ status: 400, json: { message: "De parameter 'customerNumber' in het adres moet een klantnummer (cijfers) zijn." } });
  });

  test('a token first (401), then the permission (403) before the query is read', async () => {
    expect((await t.call('GET', PATH)).status).toBe(401);
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde');
      if (account) account.permissions = account.permissions.filter((code) => code !== 'r-dec');
    });
    const withoutPermission = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', `${PATH}?customerNumber=abc`, { token: withoutPermission })).toMatchObject({ status: 403, json: { message: "U heeft geen toegang: hiervoor is het recht 'r-dec' nodig." } });
  });
});

describe('a payment arrangement on Mijn aanvragen ("request a payment arrangement", spec 02 §1)', () => {
  const localDay = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

  async function addLastMonthsPremium() {
    const token = await t.accessToken('lopenderegeling');
    const { arrangementInvoiceRefusal, paymentArrangementStartDates } = await import('../domain/insurance');
    const today = localDay(t.backend.clock.today());
    const state = t.backend.store.read();
    const customerNumber = state.accounts.find((account) => account.username === 'lopenderegeling')?.customerNumber;
    const addable = state.invoices.find((invoice) => invoice.customerNumber === customerNumber && arrangementInvoiceRefusal(invoice, [], today) === null)!;
    const startDate = formatSubmittedDate(paymentArrangementStartDates(today)[0]!);
    const answer = await t.call('POST', '/api/Debitan/PaymentArrangements', { token, body: { invoiceNumbers: [addable.invoiceNumber], numberOfTerms: 2, startDate } });
    return { token, answer, customerNumber, addable, startDate };
  }

  test('lopenderegeling adds last month\'s premium: listed first under its reference, for himself, in progress until processed', async () => {
    const { token, answer, customerNumber } = await addLastMonthsPremium();
    expect(answer.status).toBe(201);
    const requestId = answer.json.paymentArrangement.paymentArrangementId as string;
    const items = (await t.call('GET', PATH, { token })).json as Item[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      requestId,
      kind: 'payment-arrangement',
      flow: 'add-to-existing',
      customerNumber,
      receivedAt: answer.json.paymentArrangement.requestedAt,
      status: 'in-progress',
    });
    // processed only when the insurer processes it, not by the day: 30 days on it is still waiting
    t.backend.clock.advance(30 * 24 * 3600);
    const later = await t.accessToken('lopenderegeling');
    expect(((await t.call('GET', PATH, { token: later })).json as Item[])[0]).toMatchObject({ requestId, status: 'in-progress' });
    t.backend.store.update((db) => {
      const stored = db.paymentArrangements.find((arrangement) => arrangement.paymentArrangementId === requestId);
      if (stored) stored.isProcessed = true;
    });
    expect(((await t.call('GET', PATH, { token: later })).json as Item[])[0]).toMatchObject({ requestId, status: 'handled' });
  });

  test('wanbetaler\'s seeded request waiting is listed as one of its own; nobody else sees it', async () => {
    const token = await t.accessToken('wanbetaler');
    const items = (await t.call('GET', PATH, { token })).json as Item[];
    expect(items.map((item) => [item.kind, item.flow, item.status])).toEqual([['payment-arrangement', 'new', 'in-progress']]);
    await addLastMonthsPremium();
    const others = (await t.call('GET', PATH, { token: await t.accessToken('hoofdverzekerde') })).json as Item[];
    expect(others.map((item) => item.kind)).not.toContain('payment-arrangement');
  });

  test('a refused request is not listed (nothing stored); without a token the list is refused', async () => {
    const token = await t.accessToken('lopenderegeling');
    const refused = await t.call('POST', '/api/Debitan/PaymentArrangements', { token, body: { invoiceNumbers: [], numberOfTerms: 2, startDate: t.backend.clock.today() } });
    expect(refused.status).toBe(400);
    expect((await t.call('GET', PATH, { token })).json).toEqual([]);
    expect((await t.call('GET', PATH)).status).toBe(401);
  });
});
