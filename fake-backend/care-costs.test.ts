// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { GVS_PERSONAL_CONTRIBUTION_CAP } from '../domain/insurance';
import type { CallResult } from './test-support';
import { DAY_WITH_THIS_YEARS_CLAIMS, useTestBackend } from './test-support';

/** Issue 17: the calls behind `mijn-zorgkosten` (spec 02 §3 "Financial summary", "Declaration list item", §7). */
const t = useTestBackend({ now: DAY_WITH_THIS_YEARS_CLAIMS });

function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const self = state.customers.find((customer) => customer.customerNumber === account.customerNumber)!;
  const children = state.customers.filter((customer) => customer.role === 'M' && customer.agreementId === self.agreementId);
  const partner = state.customers.find((customer) => customer.role === 'P' && customer.agreementId === self.agreementId);
  return { self, children, partner };
}

const thisYear = () => Number(t.backend.clock.today().slice(0, 4));
const listOf = (answer: CallResult) => answer.json as { customerNumber: string; year: number; status: number; treatmentDate: string; declarationId: string; recordId: string; excessAmount: number }[];

describe('GET /api/Declaration/GetDeclarations', () => {
  test('the main insured: own declarations of each of three years, newest treatment first; a child’s of a year', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self, children } = household('hoofdverzekerde');
    for (const year of [thisYear(), thisYear() - 1, thisYear() - 2]) {
      const answer = await t.call('GET', `/api/Declaration/GetDeclarations?customerNumber=${self.customerNumber}&year=${year}`, { token });
      expect(answer.status).toBe(200);
      const list = listOf(answer);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((entry) => entry.customerNumber === self.customerNumber && entry.year === year)).toBe(true);
      expect(list.map((entry) => entry.treatmentDate)).toEqual([...list.map((entry) => entry.treatmentDate)].sort().reverse());
    }
    const child = children.find((customer) => t.backend.store.read().declarations.some((entry) => entry.customerNumber === customer.customerNumber && entry.year === thisYear()))!;
    const childList = listOf(await t.call('GET', `/api/Declaration/GetDeclarations?customerNumber=${child.customerNumber}&year=${thisYear()}`, { token }));
    expect(childList.length).toBeGreaterThan(0);
    expect(childList[0]).toMatchObject({
      careProvider: expect.any(String),
      declarationAmount: expect.any(Number),
      compensatedAmount: expect.any(Number),
      uncompensatedAmount: expect.any(Number),
      contributionAmount: expect.any(Number),
      submittedBy: expect.stringMatching(/^[ZV]$/),
      receiverOfReimbursement: expect.stringMatching(/^[DM]$/),
      statusName: expect.stringMatching(/^(Afgehandeld|In behandeling)$/),
    });
  });

  test('the partner (16 or over) and another household are forbidden; a co-insured of 17 sees only self', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { partner } = household('hoofdverzekerde');
    expect((await t.call('GET', `/api/Declaration/GetDeclarations?customerNumber=${partner!.customerNumber}`, { token })).status).toBe(403);
    const coInsured = await t.accessToken('medeverzekerde');
    const own = await t.call('GET', '/api/Declaration/GetDeclarations', { token: coInsured });
    expect(own.status).toBe(200);
    expect(listOf(own).length).toBeGreaterThan(0);
    const parent = t.backend.store.read().customers.find((customer) => customer.role === 'H' && customer.agreementId === household('medeverzekerde').self.agreementId)!;
    expect((await t.call('GET', `/api/Declaration/GetDeclarations?customerNumber=${parent.customerNumber}`, { token: coInsured })).status).toBe(403);
  });

  test.for([
    { query: '?year=dit', message: "De parameter 'year' in het adres moet een jaartal (jjjj) zijn." },
    { query: '?customerNumber=12a', message: "De parameter 'customerNumber' in het adres moet een klantnummer (cijfers) zijn." },
  ])('400 for $query', async ({ query, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    expect(await t.call('GET', `/api/Declaration/GetDeclarations${query}`, { token })).toMatchObject({ status: 400, json: { message } });
  });
});

describe('GET /api/Declaration/ReadAll', () => {
  // our reading (spec 02 §7 gives no shape): every declaration the user may read, all years, GetDeclarations' item shape
  test('the main insured: own and the children under 16, of every year, never the partner; the same items as GetDeclarations', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self, children, partner } = household('hoofdverzekerde');
    const answer = await t.call('GET', '/api/Declaration/ReadAll', { token });
    expect(answer.status).toBe(200);
    const all = listOf(answer);
    const readable = new Set([self.customerNumber, ...children.map((child) => child.customerNumber)]);
    expect(all.every((entry) => readable.has(entry.customerNumber))).toBe(true);
    expect(all.some((entry) => entry.customerNumber === partner!.customerNumber)).toBe(false);
    expect(new Set(all.map((entry) => entry.year))).toEqual(new Set([thisYear(), thisYear() - 1, thisYear() - 2]));
    expect(all.map((entry) => entry.treatmentDate)).toEqual([...all.map((entry) => entry.treatmentDate)].sort().reverse());
    const ownLastYear = listOf(await t.call('GET', `/api/Declaration/GetDeclarations?customerNumber=${self.customerNumber}&year=${thisYear() - 1}`, { token }));
    expect(all.filter((entry) => entry.customerNumber === self.customerNumber && entry.year === thisYear() - 1)).toEqual(ownLastYear);
  });

  test('a co-insured of 16 or over reads only their own; without a token 401', async () => {
    const token = await t.accessToken('medeverzekerde');
    const { self } = household('medeverzekerde');
    const all = listOf(await t.call('GET', '/api/Declaration/ReadAll', { token }));
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((entry) => entry.customerNumber === self.customerNumber)).toBe(true);
    expect((await t.call('GET', '/api/Declaration/ReadAll')).status).toBe(401);
  });
});

describe('GET /api/Declaration', () => {
  test('the detail adds bills, the collection risk and the person it concerns', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const [first] = listOf(await t.call('GET', `/api/Declaration/GetDeclarations?year=${thisYear()}`, { token }));
    const answer = await t.call('GET', `/api/Declaration?declarationId=${first!.declarationId}&recordId=${first!.recordId}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      declarationId: first!.declarationId,
      bills: [{ payOutAmount: expect.any(Number), activities: [{ date: expect.any(String), description: expect.any(String) }] }],
      collectionRiskAmount: expect.any(Number),
      relation: { lastName: expect.any(String), dateOfBirth: expect.any(String) },
    });
    // the same id with another record: not found
    expect((await t.call('GET', `/api/Declaration?declarationId=${first!.declarationId}&recordId=1`, { token })).status).toBe(404);
  });

  test("another household's declaration is a 404; no id a 400", async () => {
    const token = await t.accessToken('medeverzekerde');
    const { self } = household('hoofdverzekerde');
    const theirs = t.backend.store.read().declarations.find((entry) => entry.customerNumber === self.customerNumber)!;
    expect(await t.call('GET', `/api/Declaration?declarationId=${theirs.declarationId}`, { token })).toMatchObject({ status: 404, json: { message: expect.any(String) } });
    expect(await t.call('GET', '/api/Declaration', { token })).toMatchObject({ status: 400, json: { message: "De parameter 'declarationId' in het adres is verplicht." } });
  });
});

describe('GET /api/Policy/GetFinancialSummary', () => {
  test('three meters; the excess meter agrees with GetExcess and the handled declarations', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { self } = household('hoofdverzekerde');
    const year = thisYear();
    const summary = await t.call('GET', `/api/Policy/GetFinancialSummary?customerNumber=${self.customerNumber}&year=${year}`, { token });
    expect(summary.status).toBe(200);
    const excess = await t.call('GET', `/api/Policy/GetExcess?customerNumber=${self.customerNumber}&year=${year}`, { token });
    expect(summary.json.excess).toMatchObject({ total: excess.json.amountTotal, remaining: excess.json.amountRemaining });
    const consumed = t.backend.store
      .read()
      .declarations.filter((entry) => entry.customerNumber === self.customerNumber && entry.status === 0 && entry.year === year)
      .reduce((total, entry) => total + Math.round(entry.excessAmount * 100), 0);
    expect(Math.round(summary.json.excess.consumed * 100)).toBe(consumed);
    expect(summary.json.gvs.total).toBe(GVS_PERSONAL_CONTRIBUTION_CAP);
    expect(summary.json.dental).toMatchObject({ total: 500, consumed: expect.any(Number) });
    expect(summary.json.dental.percentageConsumed).toBeGreaterThanOrEqual(0);
  });

  test('a child has no own risk; the partner is forbidden; a year without a policy is a 404', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { children, partner } = household('hoofdverzekerde');
    const child = await t.call('GET', `/api/Policy/GetFinancialSummary?customerNumber=${children[0]!.customerNumber}`, { token });
    expect(child).toMatchObject({ status: 200, json: { excess: { total: 0, consumed: 0, remaining: 0, percentageConsumed: 0 } } });
    expect((await t.call('GET', `/api/Policy/GetFinancialSummary?customerNumber=${partner!.customerNumber}`, { token })).status).toBe(403);
    expect((await t.call('GET', '/api/Policy/GetFinancialSummary?year=1999', { token })).status).toBe(404);
  });
});
