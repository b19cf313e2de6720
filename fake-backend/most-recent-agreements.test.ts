// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { offeredYearInOfferPeriod, useTestBackend } from './test-support';

/**
 * GET Agreement/GetMostRecentAgreements (spec 02 §3 "Agreement (most
 * recent): … policyHolders (customer, policies)") during the offer period:
 * the policy that runs today stays, a change saved for next year stands
 * beside it (issue 33 point 13: the dashboard showed next year's packages in
 * November).
 */
const t = useTestBackend();

interface PolicyView { year: number; startDate: string; endDate: string; products: { code: string; typeOfProduct: string }[] }
interface HolderView { customer: { customerNumber: string }; policies: PolicyView[] }

async function ownPolicies(token: string, customerNumber: string): Promise<PolicyView[]> {
  const answer = await t.call('GET', '/api/Agreement/GetMostRecentAgreements', { token });
  expect(answer.status).toBe(200);
  const holders = (answer.json as { policyHolders: HolderView[] }[]).flatMap((agreement) => agreement.policyHolders);
  return holders.find((holder) => holder.customer.customerNumber === customerNumber)!.policies;
}

function mainInsured(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  return state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
}

describe('GetMostRecentAgreements in the offer period (issue 33 point 13)', () => {
  test("no change saved: this year's policy alone", async () => {
    const nextYear = offeredYearInOfferPeriod(t.backend);
    const main = mainInsured('hoofdverzekerde');
    const policies = await ownPolicies(await t.accessToken('hoofdverzekerde'), main.customerNumber);
    expect(policies.map((policy) => policy.year)).toEqual([nextYear - 1]);
  });

  test("a change saved for next year: next year's beside this year's, each with its own packages; after New Year the new year alone", async () => {
    const nextYear = offeredYearInOfferPeriod(t.backend);
    const main = mainInsured('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const [before] = await ownPolicies(token, main.customerNumber);
    const choice = { customerNumber: main.customerNumber, productComponentCodes: ['1114', 'AV3', 'TG2'] };
    const saved = await t.call('POST', '/api/Contract/SaveContractCards', {
      token,
      body: { agreementNumber: main.agreementId, year: nextYear, selectedPaymentTerm: 1, chosenInsurances: [choice] },
    });
    expect(saved.status).toBe(200);

    const after = await ownPolicies(token, main.customerNumber);
    expect(after.map((policy) => [policy.year, policy.startDate])).toEqual([
      [nextYear, `${nextYear}-01-01`],
      [nextYear - 1, before!.startDate],
    ]);
    expect(after[1]).toEqual(before);
    expect(after[0]!.products.map((product) => product.code)).toEqual(expect.arrayContaining(['1114', 'AV3', 'TG2']));

    t.backend.clock.advance(Math.round((Date.parse(`${nextYear}-01-02T12:00:00Z`) - t.backend.clock.now()) / 1000));
    const newYear = await ownPolicies(await t.accessToken('hoofdverzekerde'), main.customerNumber);
    expect(newYear.map((policy) => policy.year)).toEqual([nextYear]);
  });
});
