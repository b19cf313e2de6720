import { policiesForYearQuery } from '@/entities/policy';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, createPact, eachLike, fromProviderState, integer, regex, scopeFor, string } from './pact';

/** Issue 15 (h-policy2): "GET /Policy/GetPolicyInfoForYear with customerNumber, year, policyNumber", the overview's Policy per participant. */
const { number } = MatchersV3;
const pact = createPact();

const STATE = 'hoofdverzekerde is logged in and is insured this year';
const CUSTOMER = '197389432';
const POLICY_NUMBER = '687050566297';
const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);

describe('the policy of a person for a year against the API', () => {
  test("the main insured's policy of this year: the spec's Policy with its products", async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for the main insured's policy of this year")
      .withRequest('GET', '/api/Policy/GetPolicyInfoForYear', (request) =>
        request.headers(AUTHORISED).query({
          customerNumber: fromProviderState('${customerNumber}', CUSTOMER),
          year: fromProviderState('${year}', '2026'),
          policyNumber: fromProviderState('${policyNumber}', POLICY_NUMBER),
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          subContractName: string('Zorgzaam 2026'),
          startDate: DATE('2026-01-01'),
          endDate: DATE('2026-12-31'),
          paymentTerm: integer(1),
          discountAmount: number(0),
          discountPercentage: number(0),
          totalNettoPremiumMonth: number(198.37),
          totalNettoPremiumPaymentTerm: number(198.37),
          totalGrossPremium: number(223.11),
          totalDiscount: number(24.74),
          collectivityDiscountAmount: number(2.74),
          additionalDiscountAmount: number(0),
          excessDiscountAmount: number(22),
          excessAmount: number(885),
          products: eachLike({
            code: string('1114'),
            name: string('Zorgzaam Basis Vrije Keuze'),
            typeOfProduct: string('MB'),
            collectivityDiscountAmount: number(0),
            nettoPremium: number(152.45),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const key = { customerNumber: CUSTOMER, year: 2026, policyNumber: POLICY_NUMBER };
        await allSettled(policiesForYearQuery.start, { scope, params: [key] });
        const [found] = scope.getState(policiesForYearQuery.$data) ?? [];
        expect(found?.key).toEqual(key);
        expect(found?.policy.products[0]?.code).toBe('1114');
        expect(found?.policy.excessAmount).toBe(885);
        expect(found?.policy.totalNettoPremiumMonth).toBe(198.37);
      });
  });
});
