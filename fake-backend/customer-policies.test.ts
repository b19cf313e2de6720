// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { useTestBackend } from './test-support';

/** 20 November 2026: next year (2027) is offered since 12 November. */
const t = useTestBackend({ now: () => Date.parse('2026-11-20T12:00:00Z') });

interface PersonAnswer {
  customerNumber: string;
  role: string;
  policies: { policyNumber: string; year: number; startDate: string; endDate: string }[];
}

function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const holder = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const members = state.customers.filter((entry) => entry.agreementId === holder.agreementId);
  return { holder, byRole: (role: string) => members.filter((member) => member.role === role) };
}

function withoutPermission(username: string, code: string) {
  t.backend.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username)!;
    account.permissions = account.permissions.filter((entry) => entry !== code);
  });
}

const numbersOf = (answer: { json: PersonAnswer[] }) => answer.json.map((person) => person.customerNumber);

/** The main insured and the children under 16: never the partner (spec 02 §1 "Privacy"). */
function seenByMainInsured() {
  const { holder, byRole } = household('hoofdverzekerde');
  return { own: [holder.customerNumber, ...byRole('M').map((child) => child.customerNumber)], partner: byRole('P')[0]!.customerNumber };
}

const LISTS = [
  { call: 'Customer/GetAllCustomersWithPolicyForYear?year=2026', permission: 'r-ins', years: [2026] },
  { call: 'Customer/GetAllCustomersWithPolicyForYear?year=2027&checkForOffer=true', permission: 'r-ins', years: [2027] },
  { call: 'Customer/getAllCustomersWithActiveInsuranceCard', permission: 'c-ehic', years: [2026] },
  { call: 'Customer/GetAllCustomersWithPolicy', permission: 'r-ins', years: [2026, 2025, 2024] },
  { call: 'Customer/GetAllCustomersWithPolicyInPast', permission: 'r-ins', years: [2025, 2024] },
] as const;

describe.each(LISTS)('GET /api/$call (spec 02 §7 "Customer")', ({ call, permission, years }) => {
  test('the main insured gets themselves and the children under 16 with the chosen policies, never the partner', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', `/api/${call}`, { token });
    expect(answer.status).toBe(200);
    const { own, partner } = seenByMainInsured();
    expect(numbersOf(answer)).toEqual(own);
    expect(numbersOf(answer)).not.toContain(partner);
    for (const person of answer.json as PersonAnswer[]) {
      expect([...new Set(person.policies.map((policy) => policy.year))]).toEqual(years);
      expect(person.policies[0]).toMatchObject({ policyNumber: expect.stringMatching(/^\d+$/), startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    }
    expect(answer.json[0]).not.toHaveProperty('socialSecurityNumber');
  });

  test('another household is never in it: the co-insured of 17 sees only themselves', async () => {
    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('GET', `/api/${call}`, { token });
    expect(numbersOf(answer)).toEqual([household('medeverzekerde').holder.customerNumber]);
    const { own, partner } = seenByMainInsured();
    for (const stranger of [...own, partner]) expect(numbersOf(answer)).not.toContain(stranger);
  });

  test(`without ${permission} → 403, before any parameter is judged; without a token → 401`, async () => {
    withoutPermission('hoofdverzekerde', permission);
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', `/api/${call.replace(/year=\d+/, 'year=abc')}`, { token })).status).toBe(403);
    expect((await t.call('GET', `/api/${call}`)).status).toBe(401);
  });
});

describe('GET /api/Customer/GetAllCustomersWithPolicyForYear: bad input', () => {
  test.for([
    { query: '', message: "De parameter 'year' in het adres is verplicht (een jaartal, jjjj)." },
    { query: '?year=26', message: "De parameter 'year' in het adres is verplicht (een jaartal, jjjj)." },
    { query: '?year=2026&year=2027', message: "De parameter 'year' in het adres is verplicht (een jaartal, jjjj)." },
    { query: '?year=2027&checkForOffer=ja', message: "De parameter 'checkForOffer' in het adres moet true of false zijn." },
    { query: '?year=2026&checkForOffer=true', message: 'Voor 2026 is er (nog) geen aanbod: de premies van dat jaar zijn niet bekend.' },
  ])('$query → 400 with a Dutch message', async ({ query, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', `/api/Customer/GetAllCustomersWithPolicyForYear${query}`, { token });
    expect(answer).toMatchObject({ status: 400, json: { message } });
  });

  test('a year without any policy is an empty list', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', '/api/Customer/GetAllCustomersWithPolicyForYear?year=1990', { token })).json).toEqual([]);
  });
});

describe('GET /api/Policy/GetActivePolicyNumber (spec 02 §7 "Policy")', () => {
  test("without customerNumber the user's own running policy number; a child's with it", async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { holder, byRole } = household('hoofdverzekerde');
    const policyOf = (customerNumber: string) =>
      t.backend.store.read().policies.find((policy) => policy.customerNumber === customerNumber && policy.year === 2026)!.policyNumber;
    expect(await t.call('GET', '/api/Policy/GetActivePolicyNumber', { token })).toMatchObject({ status: 200, json: policyOf(holder.customerNumber) });
    const child = byRole('M')[0]!.customerNumber;
    expect(await t.call('GET', `/api/Policy/GetActivePolicyNumber?customerNumber=${child}`, { token })).toMatchObject({ status: 200, json: policyOf(child) });
  });

  test.for([
    { who: 'the partner of 16 and over', pick: () => household('hoofdverzekerde').byRole('P')[0]!.customerNumber },
    { who: 'a customer of another household', pick: () => household('wanbetaler').holder.customerNumber },
  ])('$who → 403', async ({ pick }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const customerNumber = pick();
    expect(await t.call('GET', `/api/Policy/GetActivePolicyNumber?customerNumber=${customerNumber}`, { token })).toMatchObject({
      status: 403,
      json: { message: `U heeft geen toegang tot de gegevens van verzekerde ${customerNumber}.` },
    });
  });

  test('a malformed customerNumber → 400; without r-ins → 403 before it', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', '/api/Policy/GetActivePolicyNumber?customerNumber=abc', { token })).toMatchObject({
      status: 400,
      json: { message: "De parameter 'customerNumber' in het adres moet een klantnummer (cijfers) zijn." },
    });
    withoutPermission('hoofdverzekerde', 'r-ins');
    const without = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', '/api/Policy/GetActivePolicyNumber?customerNumber=abc', { token: without })).status).toBe(403);
  });
});

describe('GET /api/Agreement/GetAgreementsByRoleAndFilter (spec 02 §7 "Agreement")', () => {
  test('the main insured of an agreement: H gives it, M and P nothing', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { holder } = household('hoofdverzekerde');
    const asMain = await t.call('GET', '/api/Agreement/GetAgreementsByRoleAndFilter?role=H&active=true', { token });
    expect(asMain.status).toBe(200);
    expect(asMain.json).toEqual([expect.objectContaining({ agreementId: holder.agreementId, role: 'H', hasAgreementEnded: false })]);
    expect((await t.call('GET', '/api/Agreement/GetAgreementsByRoleAndFilter?role=M,P', { token })).json).toEqual([]);
  });

  test('the active filter: a former agreement only with active=false', async () => {
    const token = await t.accessToken('oudeovereenkomst');
    const all = await t.call('GET', '/api/Agreement/GetAgreementsByRoleAndFilter?role=H', { token });
    const ended = await t.call('GET', '/api/Agreement/GetAgreementsByRoleAndFilter?role=H&active=false', { token });
    const running = await t.call('GET', '/api/Agreement/GetAgreementsByRoleAndFilter?role=H&active=true', { token });
    expect(all.json).toHaveLength(2);
    expect(ended.json).toEqual([expect.objectContaining({ agreementIdNumber: '40099001', hasAgreementEnded: true })]);
    expect(running.json).toEqual([expect.objectContaining({ hasAgreementEnded: false })]);
  });

  test("another household's agreement is never in it: the co-insured of 17 gets only their own as M", async () => {
    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('GET', '/api/Agreement/GetAgreementsByRoleAndFilter?role=H,M,P', { token });
    expect(answer.json).toEqual([expect.objectContaining({ agreementId: household('medeverzekerde').holder.agreementId, role: 'M' })]);
    expect(answer.json.map((agreement: { agreementId: string }) => agreement.agreementId)).not.toContain(household('hoofdverzekerde').holder.agreementId);
  });

  test.for([
    { query: '', message: "De parameter 'role' in het adres is verplicht: H (hoofdverzekerde), M (medeverzekerde) of P (partner), of enkele daarvan met komma's." },
    { query: '?role=X', message: "De parameter 'role' in het adres is verplicht: H (hoofdverzekerde), M (medeverzekerde) of P (partner), of enkele daarvan met komma's." },
    { query: '?role=H&active=ja', message: "De parameter 'active' in het adres moet true of false zijn." },
  ])('$query → 400 with a Dutch message', async ({ query, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', `/api/Agreement/GetAgreementsByRoleAndFilter${query}`, { token })).toMatchObject({ status: 400, json: { message } });
  });

  test('without r-ins → 403 before the parameters; without a token → 401', async () => {
    withoutPermission('hoofdverzekerde', 'r-ins');
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', '/api/Agreement/GetAgreementsByRoleAndFilter?role=X', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/Agreement/GetAgreementsByRoleAndFilter?role=H')).status).toBe(401);
  });
});
