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
  // the term changes only while next year's packages are offered (12 November to 31 January); the method any day
  test.for([
    { asked: '2027-03-09', effectiveFrom: '2027-04-01', paymentTerm: 1 },
    { asked: '2027-03-10', effectiveFrom: '2027-05-01', paymentTerm: 1 },
    { asked: '2027-12-09', effectiveFrom: '2028-01-01', paymentTerm: 3 },
    { asked: '2027-12-20', effectiveFrom: '2028-02-01', paymentTerm: 3 },
    { asked: '2028-01-10', effectiveFrom: '2028-03-01', paymentTerm: 3 },
  ])('asked on $asked (term $paymentTerm): stored with $effectiveFrom; the payment details say so until that day', async ({ asked, effectiveFrom, paymentTerm }) => {
    await withBackendOn(asked, async (t) => {
      const { token, agreement } = await mainInsured(t);
      expect(agreement.paymentDetails).toMatchObject({ paymentMethod: 'DirectDebit', paymentTerm: 1, scheduledChange: null });
      const changed = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: agreement.agreementId, paymentMethod: 'iDeal', paymentTerm } });
      expect(changed.status).toBe(200);
      const scheduledChange = { effectiveFrom, previousPaymentMethod: 'DirectDebit', previousPaymentTerm: 1 };
      expect(changed.json.paymentDetails).toMatchObject({ paymentMethod: 'iDeal', paymentTerm, scheduledChange });
      const read = await t.call('GET', `/api/Agreement/GetPaymentDetails?agreementId=${agreement.agreementId}&contractCode=${agreement.contractCode}`, { token });
      expect(read.json).toMatchObject({ paymentMethod: 'iDeal', paymentTerm, scheduledChange });
      expect(t.backend.store.read().agreements.find((entry) => entry.agreementId === agreement.agreementId)!.paymentChanges).toEqual([
        { requestedOn: asked, effectiveFrom, before: { paymentMethod: 'DirectDebit', paymentTerm: 1 }, after: { paymentMethod: 'iDeal', paymentTerm } },
      ]);

      moveClockTo(t, effectiveFrom);
      const later = await mainInsured(t);
      expect(later.agreement.paymentDetails.scheduledChange).toBeNull();
    });
  });

  test('the invoices before the day keep the old method and term; from the day they follow the new one', async () => {
    await withBackendOn('2027-12-20', async (t) => {
      const { token, agreement } = await mainInsured(t);
      expect((await t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: agreement.agreementId, paymentMethod: 'iDeal', paymentTerm: 3 } })).status).toBe(200);
      moveClockTo(t, '2028-04-02');
      const later = await mainInsured(t);
      const issued = await invoicesFrom(t, later.token, '2028-01-01');
      expect(issued.map(({ premiePeriod, description, paymentType }) => ({ premiePeriod, description, paymentType }))).toEqual([
        // January: asked after the 10th of December, so still monthly by direct debit
        { premiePeriod: '2028-01-01', description: 'Premie januari 2028', paymentType: 'Automatische incasso' },
        // from 1 February: the rest of the quarter, then whole quarters, by iDEAL
        { premiePeriod: '2028-02-01', description: 'Premie februari t/m maart 2028', paymentType: 'iDEAL-betaallink' },
        { premiePeriod: '2028-04-01', description: 'Premie april t/m juni 2028', paymentType: 'iDEAL-betaallink' },
      ]);
    });
  });

  test('changed back before it took effect: nothing is scheduled and the invoices stay monthly by direct debit', async () => {
    await withBackendOn('2027-12-05', async (t) => {
      const { token, agreement } = await mainInsured(t);
      const change = (paymentMethod: string, paymentTerm: number) =>
        t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: agreement.agreementId, paymentMethod, paymentTerm } });
      expect((await change('iDeal', 3)).status).toBe(200);
      const back = await change('DirectDebit', 1);
      expect(back.json.paymentDetails).toMatchObject({ paymentMethod: 'DirectDebit', paymentTerm: 1, scheduledChange: null });
      moveClockTo(t, '2028-02-02');
      const later = await mainInsured(t);
      expect((await invoicesFrom(t, later.token, '2028-01-01')).map((invoice) => invoice.paymentType)).toEqual(['Automatische incasso', 'Automatische incasso']);
    });
  });
});

// "Changing the payment term is blocked while not yet possible or during a payment deficit. Mutability per contract
// is updated from the denial reasons." (spec 02 §4): not yet possible until next year's packages are offered
describe('the payment term changes only while next year\'s packages are offered', () => {
  test.for([
    { day: '2027-02-01', mutable: false },
    { day: '2027-07-01', mutable: false },
    { day: '2027-11-11', mutable: false },
    { day: '2027-11-12', mutable: true },
    { day: '2027-12-31', mutable: true },
    { day: '2028-01-31', mutable: true },
  ])('on $day: paymentTermIsMutable $mutable; a change of term is refused when not, the method alone still changes', async ({ day, mutable }) => {
    await withBackendOn(day, async (t) => {
      const { token, agreement } = await mainInsured(t);
      expect(agreement.paymentDetails.paymentTermIsMutable).toBe(mutable);
      const change = (paymentMethod: string, paymentTerm: number) =>
        t.call('POST', '/api/Agreement/UpdatePaymentDetails', { token, body: { agreementId: agreement.agreementId, paymentMethod, paymentTerm } });
      const yearly = await change('DirectDebit', 12);
      if (mutable) {
        expect(yearly.status).toBe(200);
      } else {
        expect(yearly).toMatchObject({ status: 400, json: { message: 'U kunt de betaaltermijn nu niet wijzigen. Dat kan weer zodra de pakketten voor volgend jaar worden aangeboden (tot en met 31 januari) (not-yet-possible).' } });
        expect(t.backend.store.read().agreements.find((entry) => entry.agreementId === agreement.agreementId)!.paymentChanges ?? []).toEqual([]);
        expect((await change('Mail', 1)).json.paymentDetails).toMatchObject({ paymentMethod: 'Mail', paymentTerm: 1, paymentTermIsMutable: false });
      }
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
