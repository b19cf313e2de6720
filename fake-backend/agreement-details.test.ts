// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { euroToCents } from '../domain/insurance';
import { intoOfferPeriod, useTestBackend } from './test-support';

const t = useTestBackend();

/** Moves the fake clock into the offer period (12 November to 31 December) of this year, when it is not there yet. */
interface Detail {
  agreementId: string;
  totalAmount: number;
  totalAmountPaymentTerm: number;
  editPolicyDenialReason: string | null;
  agreementParticipants: { customer: { customerNumber: string; role: string } }[];
  policyDetails: { customerNumber: string; year: number; totalNettoPremiumMonth: number; products: { code: string; nettoPremium: number }[]; excessDiscountAmount: number }[];
}

describe('GET /api/Agreement/getAgreementDetailsForYear?year=', () => {
  test('this year: the main insured and the children under 16 with their policies; the partner is hidden; totals add up', async () => {
    const year = intoOfferPeriod(t.backend);
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year}`, { token });
    expect(answer.status).toBe(200);
    const [detail] = answer.json as Detail[];
    expect(detail!.agreementParticipants.map((entry) => entry.customer.role)).toEqual(['H', 'M', 'M']);
    expect(detail!.policyDetails.every((policy) => policy.year === year)).toBe(true);
    const monthCents = detail!.policyDetails.reduce((total, policy) => total + euroToCents(policy.totalNettoPremiumMonth), 0);
    expect(euroToCents(detail!.totalAmount)).toBe(monthCents);
    // this year's packages cannot be changed in November: not yet possible
    expect(detail!.editPolicyDenialReason).toBe('not-yet-possible');
  });

  test('the offered year: next year prolonged at next year\'s premiums, editable', async () => {
    const year = intoOfferPeriod(t.backend);
    const token = await t.accessToken('hoofdverzekerde');
    const now = (await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year}`, { token })).json as Detail[];
    const next = (await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year + 1}`, { token })).json as Detail[];
    const main = next[0]!.policyDetails[0]!;
    expect(main.year).toBe(year + 1);
    expect(main.products.map((product) => product.code)).toEqual(now[0]!.policyDetails[0]!.products.map((product) => product.code));
    expect(main.products.find((product) => product.code === '1114')?.nettoPremium).toBe(158.25);
    expect(main.excessDiscountAmount).toBe(22);
    expect(main.totalNettoPremiumMonth).toBeGreaterThan(now[0]!.policyDetails[0]!.totalNettoPremiumMonth);
    expect(next[0]!.editPolicyDenialReason).toBeNull();
  });

  test('a year without policies answers an empty list; a year that is no year 400 with a message', async () => {
    const year = intoOfferPeriod(t.backend);
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year + 5}`, { token })).json).toEqual([]);
    const bad = await t.call('GET', '/api/Agreement/getAgreementDetailsForYear?year=next', { token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/year/);
  });

  test('the defaulter gets the payment-deficit reason, also for the offered year', async () => {
    const year = intoOfferPeriod(t.backend);
    const token = await t.accessToken('wanbetaler');
    const next = (await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year + 1}`, { token })).json as Detail[];
    expect(next[0]!.editPolicyDenialReason).toBe('payment-deficit');
  });

  test('a co-insured with an own account sees only themselves and is not the main insured', async () => {
    const year = intoOfferPeriod(t.backend);
    const token = await t.accessToken('medeverzekerde');
    const [detail] = (await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year}`, { token })).json as Detail[];
    expect(detail!.agreementParticipants).toHaveLength(1);
    expect(detail!.editPolicyDenialReason).toBe('not-main-insured');
  });

  test('without r-ins → 403; without a token → 401', async () => {
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde')!;
      account.permissions = account.permissions.filter((code) => code !== 'r-ins');
    });
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', '/api/Agreement/getAgreementDetailsForYear?year=2026', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/Agreement/getAgreementDetailsForYear?year=2026')).status).toBe(401);
  });
});
