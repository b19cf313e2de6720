// @vitest-environment node
import { subMonths } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { formatSubmittedDate, insuranceCardDeliveryDate, parseCalendarDate } from '../domain/calendar';
import { useTestBackend } from './test-support';
import { visibleCustomerNumbers } from './visibility';

/** POST InsuranceCard and GET InsuranceCard/Download (spec 02 §3, §4 "Insurance card request", §7; issue 16 point 1). */
const t = useTestBackend();
/** the cards asked in the test (the seed's left out) */
const receivedCards = () => (t.backend.store.read().insuranceCardRequests ?? []).filter((request) => !request.seeded);

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
  const policyOf = (customerNumber: string) => state.policies.find((policy) => policy.customerNumber === customerNumber)?.policyNumber;
  return { self: self.customerNumber, children: others.filter((number) => visible.has(number)), hidden: others.filter((number) => !visible.has(number)), policyOf };
}

describe('POST InsuranceCard', () => {
  test('a card for a child is accepted with the delivery date 10 working days ahead; again at once it is denied', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { children, policyOf } = household('hoofdverzekerde');
    const child = children[0] ?? '';
    const first = await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: [child] } });
    const today = parseCalendarDate(t.backend.clock.today()) ?? new Date();
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      isSuccessful: true,
      acceptedAgreementNumbers: [policyOf(child)],
      deniedAgreementNumbers: [],
      expectedDeliveryDate: formatSubmittedDate(insuranceCardDeliveryDate(today)),
      // the stored request's id: its reference on Mijn aanvragen
      requestReferences: [{ agreementNumber: policyOf(child), requestId: receivedCards()[0]?.requestId }],
    });
    const again = await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: [child] } });
    expect(again.json).toEqual({ isSuccessful: false, acceptedAgreementNumbers: [], deniedAgreementNumbers: [policyOf(child)], expectedDeliveryDate: null, requestReferences: [] });
    expect(receivedCards()).toHaveLength(1);
  });

  test('partially accepted: the person asked for before is denied, the other accepted; 3 months later it may again', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self, children, policyOf } = household('hoofdverzekerde');
    await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: [self] } });
    const both = await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: [self, children[0]] } });
    expect(both.json).toMatchObject({ isSuccessful: true, acceptedAgreementNumbers: [policyOf(children[0] ?? '')], deniedAgreementNumbers: [policyOf(self)] });
    // the first request 3 months back (to the day): a new card may be requested again
    const threeMonthsAgo = formatSubmittedDate(subMonths(parseCalendarDate(t.backend.clock.today()) ?? new Date(), 3));
    t.backend.store.update((state) => {
      for (const request of state.insuranceCardRequests ?? []) if (request.customerNumber === self) request.requestedOn = threeMonthsAgo;
    });
    const afterwards = await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: [self] } });
    expect(afterwards.json).toMatchObject({ isSuccessful: true, acceptedAgreementNumbers: [policyOf(self)] });
  });

  test('refusals: no permission before the body, a bad body 400, someone else 403, nothing stored', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self, hidden } = household('hoofdverzekerde');
    expect((await t.call('POST', '/api/InsuranceCard', { body: { customerNumbers: [self] } })).status).toBe(401);
    const noBody = await t.call('POST', '/api/InsuranceCard', { token, rawBody: '{not json' });
    expect(noBody.status).toBe(400);
    const nobody = await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: [] } });
    expect(nobody).toMatchObject({ status: 400, json: { message: 'Kies voor wie u een nieuwe zorgpas wilt aanvragen.' } });
    const twice = await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: [self, self] } });
    expect(twice).toMatchObject({ status: 400, json: { message: 'U heeft dezelfde verzekerde twee keer gekozen.' } });
    expect((await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: 'x' } })).status).toBe(400);
    // the partner (16 or over) has an own account: not the main insured's to ask for, and self is not stored half
    const partner = await t.call('POST', '/api/InsuranceCard', { token, body: { customerNumbers: [self, hidden[0]] } });
    expect(partner.status).toBe(403);
    expect(receivedCards()).toEqual([]);
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde');
      if (account) account.permissions = account.permissions.filter((code) => code !== 'c-ehic');
    });
    const withoutPermission = await t.accessToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/InsuranceCard', { token: withoutPermission, rawBody: '{not json' })).status).toBe(403);
  });
});

describe('GET InsuranceCard/Download', () => {
  test('the card of a child as a PDF; the partner 403; a bad number 400', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { children, hidden } = household('hoofdverzekerde');
    const pdf = await t.call('GET', `/api/InsuranceCard/Download?customerNumber=${children[0]}`, { token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(pdf.headers.get('content-disposition')).toContain(`zorgpas-${children[0]}.pdf`);
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.text).toContain('Europese zorgpas \\(EHIC\\)');
    expect((await t.call('GET', `/api/InsuranceCard/Download?customerNumber=${hidden[0]}`, { token })).status).toBe(403);
    expect((await t.call('GET', '/api/InsuranceCard/Download?customerNumber=abc', { token })).status).toBe(400);
    expect((await t.call('GET', '/api/InsuranceCard/Download', { token })).status).toBe(400);
  });
});
