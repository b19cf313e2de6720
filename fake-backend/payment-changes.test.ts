// @vitest-environment node
/**
 * Issue 32 point 15: "Payment changes before the 10th apply the next month"
 * (spec 02). The change is stored with the day it takes effect; the premium
 * invoices of the periods before it keep the old method and term, and the
 * payment details say from when the new one applies.
 */
import { describe, expect, test } from 'vitest';
import { startTestBackend, type LooseJson, type TestBackend } from './test-support';

const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);

async function withBackendOn<T>(day: string, run: (t: TestBackend) => Promise<T>): Promise<T> {
  const t = await startTestBackend({ now: () => noonOf(day) });
  try {
    return await run(t);
  } finally {
    await t.close();
  }
}

async function mainInsured(t: TestBackend) {
  const token = await t.accessToken('hoofdverzekerde');
  const agreements = await t.call('GET', '/api/Agreement/GetMostRecentAgreements', { token });
  const [agreement] = agreements.json as { agreementId: string; contractCode: string; paymentDetails: LooseJson }[];
  return { token, agreement: agreement! };
}

function moveClockTo(t: TestBackend, day: string): void {
  t.backend.clock.advance(Math.round((noonOf(day) - t.backend.clock.now()) / 1000));
}

async function invoicesFrom(t: TestBackend, token: string, fromPeriod: string) {
  const answer = await t.call('GET', '/api/Debitan/Invoices', { token });
  return (answer.json.invoices as { premiePeriod: string | null; description: string; paymentType: string }[])
    .filter((invoice) => invoice.premiePeriod !== null && invoice.premiePeriod >= fromPeriod)
    .sort((a, b) => a.premiePeriod!.localeCompare(b.premiePeriod!));
}

describe('a payment change takes effect on the 1st of next month when asked before the 10th, else a month later', () => {
  test.for([
    { asked: '2027-03-09', effectiveFrom: '2027-04-01' },
    { asked: '2027-03-10', effectiveFrom: '2027-05-01' },
    { asked: '2027-12-20', effectiveFrom: '2028-02-01' },
  ])('asked on $asked: stored with $effectiveFrom; the payment details say so until that day', async ({ asked, effectiveFrom }) => {
    await withBackendOn(asked, async (t) => {
      const { token, agreement } = await mainInsured(t);
      expect(agreement.paymentDetails).toMatchObject({ paymentMethod: 'DirectDebit', paymentTerm: 1, scheduledChange: null });
      const changed = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: agreement.agreementId, paymentMethod: 'iDeal', paymentTerm: 3 } });
      expect(changed.status).toBe(200);
      const scheduledChange = { effectiveFrom, previousPaymentMethod: 'DirectDebit', previousPaymentTerm: 1 };
      expect(changed.json.paymentDetails).toMatchObject({ paymentMethod: 'iDeal', paymentTerm: 3, scheduledChange });
      const read = await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${agreement.agreementId}&contractCode=${agreement.contractCode}`, { token });
      expect(read.json).toMatchObject({ paymentMethod: 'iDeal', paymentTerm: 3, scheduledChange });
      expect(t.backend.store.read().agreements.find((entry) => entry.agreementId === agreement.agreementId)!.paymentChanges).toEqual([
        { requestedOn: asked, effectiveFrom, before: { paymentMethod: 'DirectDebit', paymentTerm: 1 }, after: { paymentMethod: 'iDeal', paymentTerm: 3 } },
      ]);

      moveClockTo(t, effectiveFrom);
      const later = await mainInsured(t);
      expect(later.agreement.paymentDetails.scheduledChange).toBeNull();
    });
  });

  test('the invoices before the day keep the old method and term; from the day they follow the new one', async () => {
    await withBackendOn('2027-03-20', async (t) => {
      const { token, agreement } = await mainInsured(t);
      expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: agreement.agreementId, paymentMethod: 'iDeal', paymentTerm: 3 } })).status).toBe(200);
      moveClockTo(t, '2027-07-02');
      const later = await mainInsured(t);
      const issued = await invoicesFrom(t, later.token, '2027-04-01');
      expect(issued.map(({ premiePeriod, description, paymentType }) => ({ premiePeriod, description, paymentType }))).toEqual([
        // April: asked after the 10th of March, so still monthly by direct debit
        { premiePeriod: '2027-04-01', description: 'Premie april 2027', paymentType: 'Automatische incasso' },
        // from 1 May: the rest of the quarter, then whole quarters, by iDEAL
        { premiePeriod: '2027-05-01', description: 'Premie mei t/m juni 2027', paymentType: 'iDEAL-betaallink' },
        { premiePeriod: '2027-07-01', description: 'Premie juli t/m september 2027', paymentType: 'iDEAL-betaallink' },
      ]);
    });
  });

  test('changed back before it took effect: nothing is scheduled and the invoices stay monthly by direct debit', async () => {
    await withBackendOn('2027-03-05', async (t) => {
      const { token, agreement } = await mainInsured(t);
      const change = (paymentMethod: string, paymentTerm: number) =>
        t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: agreement.agreementId, paymentMethod, paymentTerm } });
      expect((await change('iDeal', 3)).status).toBe(200);
      const back = await change('DirectDebit', 1);
      expect(back.json.paymentDetails).toMatchObject({ paymentMethod: 'DirectDebit', paymentTerm: 1, scheduledChange: null });
      moveClockTo(t, '2027-05-02');
      const later = await mainInsured(t);
      expect((await invoicesFrom(t, later.token, '2027-04-01')).map((invoice) => invoice.paymentType)).toEqual(['Automatische incasso', 'Automatische incasso']);
    });
  });
});

describe('issue 33 point 5: a change for 1 January shows nowhere on this year before then', () => {
  test("asked on 5 December: this year's policy, the agreement details and the dashboard's payment method keep the old choice; next year's policy has the new one", async () => {
    await withBackendOn('2027-12-05', async (t) => {
      const { token, agreement } = await mainInsured(t);
      expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: agreement.agreementId, paymentMethod: 'iDeal', paymentTerm: 12 } })).status).toBe(200);
      const termsOf = async (bearer: string, year: number) => {
        const details = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year}`, { token: bearer });
        const own = (details.json as { agreementId: string; paymentTerm: number; totalAmountPaymentTerm: number; totalAmount: number; policyDetails: { paymentTerm: number }[] }[]).find(
          (entry) => entry.agreementId === agreement.agreementId,
        )!;
        return { terms: new Set([own.paymentTerm, ...own.policyDetails.map((policy) => policy.paymentTerm)]), perTermIsMonth: own.totalAmountPaymentTerm === own.totalAmount };
      };
      expect(await termsOf(token, 2027)).toEqual({ terms: new Set([1]), perTermIsMonth: true });
      expect((await termsOf(token, 2028)).terms).toEqual(new Set([12]));
      expect((await t.call('POST', '/api/Account/GetAccountDetails', { token })).json.paymentMethod).toBe('DirectDebit');

      moveClockTo(t, '2028-01-01');
      const january = await mainInsured(t);
      expect((await termsOf(january.token, 2028)).terms).toEqual(new Set([12]));
      expect((await t.call('POST', '/api/Account/GetAccountDetails', { token: january.token })).json.paymentMethod).toBe('iDeal');
    });
  });
});
