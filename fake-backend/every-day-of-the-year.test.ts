// @vitest-environment node
/**
 * Issue 32 point 16: the household stays insured over New Year, on any day
 * of any year. A data file seeded on each day below answers the main
 * insured's calls for this year (policy, own risk, financial summary,
 * invoices, insurance card); after the clock moves into the next year, and
 * after a restart on the kept data file with the clock moved months ahead,
 * it answers them for the new year, the policy continued unchanged.
 */
import { describe, expect, test } from 'vitest';
import { rm } from 'node:fs/promises';
import { makeDataDir, startTestBackend, type LooseJson, type TestBackend } from './test-support';

const SEED_YEAR = 2027;
const SEED_DAYS = [
  ...Array.from({ length: 12 }, (_, month) => [`${SEED_YEAR}-${String(month + 1).padStart(2, '0')}-01`, `${SEED_YEAR}-${String(month + 1).padStart(2, '0')}-15`]).flat(),
  `${SEED_YEAR}-12-31`,
  `${SEED_YEAR + 1}-01-01`,
  `${SEED_YEAR + 1}-02-29`,
];

const DAY_SECONDS = 24 * 3600;
/** noon in the Netherlands (UTC+1 in winter, +2 in summer: noon UTC is the same Dutch day) */
const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);
const yearOf = (day: string) => Number(day.slice(0, 4));

async function mainInsuredOf(t: TestBackend) {
  const account = t.backend.store.read().accounts.find((entry) => entry.username === 'hoofdverzekerde')!;
  return { token: await t.accessToken('hoofdverzekerde'), customerNumber: account.customerNumber };
}

interface PolicyAnswer {
  policyNumber: string;
  excessAmount: number;
  products: { code: string }[];
}

const codesOf = (policy: PolicyAnswer) => policy.products.map((product) => product.code);

/** Every screen of the main insured answers this year's figures on the backend's today; answers the main insured's policy. */
async function expectInsuredThisYear(t: TestBackend): Promise<PolicyAnswer> {
  const today = t.backend.clock.today();
  const year = yearOf(today);
  const { token, customerNumber } = await mainInsuredOf(t);
  const at = `(${today})`;

  const details = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year}`, { token });
  expect(details.status, at).toBe(200);
  const agreement = (details.json as LooseJson[])[0];
  const own = (agreement?.policyDetails as (PolicyAnswer & { customerNumber: string })[]).find((policy) => policy.customerNumber === customerNumber)!;
  expect(own, `the policy overview ${at}`).toMatchObject({ year, startDate: expect.stringMatching(new RegExp(`^${year}-`)), endDate: `${year}-12-31` });

  const info = await t.call('GET', `/api/Policy/GetPolicyInfoForYear?customerNumber=${customerNumber}&year=${year}&policyNumber=${own.policyNumber}`, { token });
  expect(info.status, `the policy ${at}`).toBe(200);
  expect(info.json).toMatchObject({ year, products: expect.arrayContaining([expect.objectContaining({ typeOfProduct: 'MB' })]) });

  const recent = await t.call('GET', '/api/Agreement/GetMostRecentAgreements', { token });
  const holder = (recent.json as LooseJson[])[0].policyHolders.find((entry: LooseJson) => entry.customer.customerNumber === customerNumber);
  expect(holder.policies[0].year, `the most recent policy ${at}`).toBeGreaterThanOrEqual(year);

  const excess = await t.call('GET', `/api/Policy/GetExcess?year=${year}`, { token });
  expect(excess.status, `the own risk ${at}`).toBe(200);
  expect(excess.json).toMatchObject({ customerNumber, year, amountTotal: own.excessAmount });
  expect(excess.json.amountTotal).toBeGreaterThan(0);

  const summary = await t.call('GET', `/api/Policy/GetFinancialSummary?customerNumber=${customerNumber}&year=${year}`, { token });
  expect(summary.status, `the financial summary ${at}`).toBe(200);
  expect(summary.json.excess.total).toBe(own.excessAmount);

  const invoices = await t.call('GET', '/api/Debitan/Invoices', { token });
  expect(invoices.status, `the invoices ${at}`).toBe(200);
  const thisMonth = (invoices.json.invoices as LooseJson[]).find((invoice) => invoice.premiePeriod === `${today.slice(0, 7)}-01`);
  expect(thisMonth, `this month's premium invoice ${at}`).toBeDefined();
  expect(thisMonth.amount).toBeGreaterThan(0);

  const cards = await t.call('POST', '/api/InsuranceCard/getDigitalInsuranceCardInformation', { token });
  const card = (cards.json as LooseJson[]).find((entry) => entry.customerNumber === customerNumber);
  expect(card, `the insurance card ${at}`).toBeDefined();
  expect(card.insuranceCard).toMatchObject({ policyNumber: own.policyNumber, startDate: expect.stringMatching(new RegExp(`^${year}-`)) });
  const download = await t.call('GET', `/api/InsuranceCard/download?customerNumber=${customerNumber}`, { token });
  expect(download.status, `the insurance card's PDF ${at}`).toBe(200);

  const active = await t.call('GET', '/api/Customer/getAllCustomersWithActivePolicy', { token });
  expect((active.json as { customerNumber: string }[]).map((entry) => entry.customerNumber), `the persons with a running policy ${at}`).toContain(customerNumber);
  return own;
}

async function moveClockTo(t: TestBackend, day: string) {
  const seconds = Math.round((noonOf(day) - t.backend.clock.now()) / 1000);
  const moved = await t.call('POST', '/__fake/clock', { body: { advanceSeconds: seconds } });
  expect(moved.status).toBe(200);
  expect(t.backend.clock.today()).toBe(day);
}

describe('the main insured stays insured over New Year (issue 32 point 16)', () => {
  test.each(SEED_DAYS)('seeded on %s: this year, into the next year, and months ahead on the kept data file', async (seedDay) => {
    const dataDir = await makeDataDir();
    try {
      const seeded = await startTestBackend({ dataDir, now: () => noonOf(seedDay) });
      let before: PolicyAnswer;
      try {
        expect(seeded.backend.clock.today()).toBe(seedDay);
        before = await expectInsuredThisYear(seeded);
        const newYear = `${yearOf(seedDay) + 1}-01-01`;
        await moveClockTo(seeded, newYear);
        const continued = await expectInsuredThisYear(seeded);
        // unchanged: the same policy number and products, this year's dates
        expect(continued.policyNumber).toBe(before.policyNumber);
        expect(codesOf(continued)).toEqual(codesOf(before));
      } finally {
        await seeded.close({ keepData: true });
      }

      // the next start on the same data file, a day later; then the clock moved five months ahead
      const restarted = await startTestBackend({ dataDir, now: () => noonOf(seedDay) + DAY_SECONDS * 1000 });
      try {
        const moved = await restarted.call('POST', '/__fake/clock', { body: { advanceSeconds: 150 * DAY_SECONDS } });
        expect(moved.status).toBe(200);
        const later = await expectInsuredThisYear(restarted);
        expect(later.policyNumber).toBe(before.policyNumber);
        // and two years on, still insured
        await moveClockTo(restarted, `${yearOf(seedDay) + 2}-07-01`);
        await expectInsuredThisYear(restarted);
      } finally {
        await restarted.close({ keepData: true });
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // two backends seeded, started and walked over three years: 2.5 s alone, more beside the other suites on 2 cores
  }, 20_000);

  test('without a change, what was offered in November runs from 1 January to the cent', async () => {
    const t = await startTestBackend({ now: () => noonOf(`${SEED_YEAR}-11-20`) });
    try {
      const { token } = await mainInsuredOf(t);
      const offered = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${SEED_YEAR + 1}`, { token });
      const offeredPolicies = (offered.json as LooseJson[])[0].policyDetails as LooseJson[];
      await moveClockTo(t, `${SEED_YEAR + 1}-01-01`);
      const after = await mainInsuredOf(t);
      const continued = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${SEED_YEAR + 1}`, { token: after.token });
      expect((continued.json as LooseJson[])[0].policyDetails).toEqual(offeredPolicies);
    } finally {
      await t.close();
    }
  });

  test('a change chosen for next year is the policy from 1 January, and continues into the years after', async () => {
    const t = await startTestBackend({ now: () => noonOf(`${SEED_YEAR}-11-20`) });
    try {
      const { token, customerNumber } = await mainInsuredOf(t);
      const agreementId = t.backend.store.read().customers.find((entry) => entry.customerNumber === customerNumber)!.agreementId;
      const chosen = ['1114', 'AV3', 'TG2', 'OW300'];
      const saved = await t.call('POST', '/api/Contract/SaveContractCards', {
        token,
        body: { agreementNumber: agreementId, year: SEED_YEAR + 1, selectedPaymentTerm: 1, chosenInsurances: [{ customerNumber, productComponentCodes: chosen }] },
      });
      expect(saved.status).toBe(200);
      for (const day of [`${SEED_YEAR + 1}-01-01`, `${SEED_YEAR + 2}-03-15`]) {
        await moveClockTo(t, day);
        const policy = await expectInsuredThisYear(t);
        expect(codesOf(policy).sort(), day).toEqual([...chosen, 'OW385'].sort());
        expect(policy.excessAmount, day).toBe(685);
      }
    } finally {
      await t.close();
    }
  });
});
