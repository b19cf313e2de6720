// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { DEFAULT_PAYMENT_TERM_DISCOUNTS, euroToCents, policyPremium, type PaymentTerm } from '../domain/insurance';
import { POLICY_INFO_MESSAGES } from './areas/policy-info';
import { intoOfferPeriod as intoOfferPeriodOf, useTestBackend, type LooseJson } from './test-support';

const t = useTestBackend();

const intoOfferPeriod = () => intoOfferPeriodOf(t.backend);

interface Participant {
  customer: { customerNumber: string; role: string };
  policyNumber: string;
}

const policyInfo = (token: string, query: Record<string, string | number>) =>
  t.call('GET', `/api/Policy/GetPolicyInfoForYear?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`, { token });

async function detailsOf(token: string, year: number): Promise<{ agreementParticipants: Participant[]; policyDetails: LooseJson[]; totalAmount: number }> {
  const answer = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year}`, { token });
  return (answer.json as { agreementParticipants: Participant[]; policyDetails: LooseJson[]; totalAmount: number }[])[0]!;
}

describe('GET /api/Policy/GetPolicyInfoForYear?customerNumber=&year=&policyNumber=', () => {
  test('each visible person, this year and the offered year: the overview\'s policy to the cent, and its lines add up', async () => {
    const year = intoOfferPeriod();
    const token = await t.accessToken('hoofdverzekerde');
    for (const asked of [year, year + 1]) {
      const detail = await detailsOf(token, asked);
      expect(detail.agreementParticipants).toHaveLength(3);
      let monthCents = 0;
      for (const participant of detail.agreementParticipants) {
        const { customerNumber } = participant.customer;
        const answer = await policyInfo(token, { customerNumber, year: asked, policyNumber: participant.policyNumber });
        expect(answer.status).toBe(200);
        const policy = answer.json;
        expect(policy).toEqual(detail.policyDetails.find((entry) => entry.customerNumber === customerNumber));
        expect(policy).toMatchObject({ year: asked, startDate: expect.stringMatching(new RegExp(`^${asked}-`)), endDate: `${asked}-12-31` });
        // "domain/insurance/policy-premium.ts adds up": the totals are those of its products and discounts
        expect(
          policyPremium({
            products: policy.products,
            excessDiscountAmount: policy.excessDiscountAmount,
            additionalDiscountAmount: policy.additionalDiscountAmount,
            paymentTerm: policy.paymentTerm as PaymentTerm,
            paymentTermDiscounts: DEFAULT_PAYMENT_TERM_DISCOUNTS,
          }),
        ).toEqual({
          totalGrossPremium: policy.totalGrossPremium,
          collectivityDiscountAmount: policy.collectivityDiscountAmount,
          additionalDiscountAmount: policy.additionalDiscountAmount,
          excessDiscountAmount: policy.excessDiscountAmount,
          totalDiscount: policy.totalDiscount,
          totalNettoPremiumMonth: policy.totalNettoPremiumMonth,
          discountPercentage: policy.discountPercentage,
          discountAmount: policy.discountAmount,
          totalNettoPremiumPaymentTerm: policy.totalNettoPremiumPaymentTerm,
        });
        monthCents += euroToCents(policy.totalNettoPremiumMonth);
      }
      // the agreement's total per month is the persons' policies together
      expect(monthCents).toBe(euroToCents(detail.totalAmount));
    }
  });

  test('a saved change shows in the policy of that year', async () => {
    const year = intoOfferPeriod();
    const token = await t.accessToken('hoofdverzekerde');
    const detail = await detailsOf(token, year + 1);
    const main = detail.agreementParticipants.find((entry) => entry.customer.role === 'H')!;
    const state = t.backend.store.read();
    const agreementId = state.customers.find((customer) => customer.customerNumber === main.customer.customerNumber)!.agreementId;
    // the voluntary own risk lowered from 500 to 0: no own-risk discount any more
    const saved = await t.call('POST', '/api/Contract/SaveContractCards', {
      token,
      body: {
        agreementNumber: agreementId,
        year: year + 1,
        selectedPaymentTerm: 1,
        chosenInsurances: [{ customerNumber: main.customer.customerNumber, productComponentCodes: ['1114', 'AV2', 'XF1', 'TG2'] }],
      },
    });
    expect(saved.status).toBe(200);
    const after = (await policyInfo(token, { customerNumber: main.customer.customerNumber, year: year + 1, policyNumber: main.policyNumber })).json;
    expect(after.excessDiscountAmount).toBe(0);
    expect(after.excessAmount).toBe(385);
    expect(after).toEqual((await detailsOf(token, year + 1)).policyDetails.find((entry) => entry.customerNumber === main.customer.customerNumber));
  });

  test('someone the user may not see → 403 before the query is looked at; the bad query → 400 naming the field; not theirs → 404', async () => {
    const year = intoOfferPeriod();
    const token = await t.accessToken('hoofdverzekerde');
    const state = t.backend.store.read();
    const main = state.accounts.find((account) => account.username === 'hoofdverzekerde')!.customerNumber;
    const agreementId = state.customers.find((customer) => customer.customerNumber === main)!.agreementId;
    const partner = state.customers.find((customer) => customer.agreementId === agreementId && customer.role === 'P')!;
    const defaulter = state.accounts.find((account) => account.username === 'wanbetaler')!.customerNumber;
    const detail = await detailsOf(token, year);
    const own = detail.agreementParticipants.find((entry) => entry.customer.customerNumber === main)!;
    const child = detail.agreementParticipants.find((entry) => entry.customer.customerNumber !== main)!;

    for (const customerNumber of [partner.customerNumber, defaulter]) {
      const answer = await policyInfo(token, { customerNumber, year: 'next', policyNumber: 'x' });
      expect(answer).toMatchObject({ status: 403, json: { message: expect.stringMatching(/^U heeft geen toegang/) } });
    }
    expect(await policyInfo(token, { customerNumber: 'abc', year, policyNumber: own.policyNumber })).toMatchObject({ status: 400, json: { message: POLICY_INFO_MESSAGES.customerNumber } });
    expect(await policyInfo(token, { customerNumber: main, year: 'next', policyNumber: own.policyNumber })).toMatchObject({ status: 400, json: { message: POLICY_INFO_MESSAGES.year } });
    expect(await policyInfo(token, { customerNumber: main, year, policyNumber: '6870 5056' })).toMatchObject({ status: 400, json: { message: POLICY_INFO_MESSAGES.policyNumber } });
    expect((await t.call('GET', `/api/Policy/GetPolicyInfoForYear?customerNumber=${main}&year=${year}`, { token })).status).toBe(400);
    // the child's policy number is not the main insured's
    expect(await policyInfo(token, { customerNumber: main, year, policyNumber: child.policyNumber })).toMatchObject({ status: 404, json: { message: expect.any(String) } });
    expect((await policyInfo(token, { customerNumber: main, year: year + 5, policyNumber: own.policyNumber })).status).toBe(404);
  });

  test('without r-ins → 403; without a token → 401', async () => {
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde')!;
      account.permissions = account.permissions.filter((code) => code !== 'r-ins');
    });
    const token = await t.accessToken('hoofdverzekerde');
    const query = '/api/Policy/GetPolicyInfoForYear?customerNumber=1&year=2026&policyNumber=123456789012';
    expect(await t.call('GET', query, { token })).toMatchObject({ status: 403, json: { message: "U heeft geen toegang: hiervoor is het recht 'r-ins' nodig." } });
    expect((await t.call('GET', query)).status).toBe(401);
  });
});

describe('tweeovereenkomsten: the main insured of two agreements (issue 15, polis-wijzigen lets choose)', () => {
  test("next year both can be changed; her daughter's agreement has only the daughter's cards and policy; her own policy is found by her policy number", async () => {
    const year = intoOfferPeriod() + 1;
    const token = await t.accessToken('tweeovereenkomsten');
    const details = (await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year}`, { token })).json as {
      agreementId: string;
      editPolicyDenialReason: string | null;
      agreementParticipants: Participant[];
    }[];
    expect(details.map((detail) => detail.editPolicyDenialReason)).toEqual([null, null]);
    expect(details.map((detail) => detail.agreementParticipants.map((entry) => entry.customer.role))).toEqual([['H', 'M'], ['M']]);
    const [own, daughters] = details;
    const cards = await t.call('POST', '/api/Contract/GetContractCardsForActivePolicies', { token, body: { agreementId: daughters!.agreementId, year, contractCode: 'ZCW03' } });
    expect(cards.status).toBe(200);
    expect(cards.json.insuredPersons.map((person: { customerNumber: string }) => person.customerNumber)).toEqual([daughters!.agreementParticipants[0]!.customer.customerNumber]);
    const mother = own!.agreementParticipants.find((entry) => entry.customer.role === 'H')!;
    const policy = await policyInfo(token, { customerNumber: mother.customer.customerNumber, year, policyNumber: mother.policyNumber });
    expect(policy.status).toBe(200);
    expect(policy.json.products.map((product: { code: string }) => product.code)).toContain('1114');
  });
});
