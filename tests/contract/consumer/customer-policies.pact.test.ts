import { agreementsByRoleAndFilterQuery } from '@/entities/agreement';
import {
  customersWithActiveInsuranceCardQuery,
  customersWithPolicyForYearQuery,
  customersWithPolicyInPastQuery,
  customersWithPolicyQuery,
} from '@/entities/customer';
import { activePolicyNumbersQuery } from '@/entities/policy';
import { PAYMENT_DETAILS_AGREEMENTS } from '@/pages/money/payment-details/config/agreement-filter';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, fromProviderState, integer, like, regex, scopeFor, string } from './pact';

/** Issue 32 point 13: the calls of spec 02 §7 "Customer", "Policy" and "Agreement" that nothing called before. */
const pact = createPact();

/** hoofdverzekerde's customer number and policy number in the seed (its random source is fixed) */
const MAIN_INSURED = '197389432';
const POLICY_NUMBER = '687050566297';
const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);

const POLICY = {
  policyNumber: regex(/^\d+$/, POLICY_NUMBER),
  year: integer(2026),
  startDate: DATE('2026-01-01'),
  endDate: DATE('2026-12-31'),
};

/** The Customer entity (spec 02 §3) with the policies the call chose: the fields the portal reads. */
const CUSTOMER_WITH_POLICIES = {
  customerNumber: string(MAIN_INSURED),
  initials: like('C.'),
  firstName: string('Cas'),
  lastName: string('Kok'),
  gender: regex(/^[MF]$/, 'M'),
  birthDate: DATE('1984-04-12'),
  role: regex(/^[HMP]$/, 'H'),
  policies: eachLike(POLICY),
};

async function persons(mockServerUrl: string, run: (scope: Scope) => Promise<unknown>) {
  const scope = await scopeFor(mockServerUrl, EXAMPLE_BEARER);
  await run(scope);
  return scope;
}

describe('the persons by their policies against the API (spec 02 §7 "Customer")', () => {
  test("the persons the offer of next year is for (checkForOffer): the policy request's", async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving("a request for the persons with a policy in the offered year, checked for the offer")
      .withRequest('GET', '/api/Customer/GetAllCustomersWithPolicyForYear', (request) =>
        request.headers(AUTHORISED).query({ year: fromProviderState('${offeredYear}', '2027'), checkForOffer: 'true' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike({ ...CUSTOMER_WITH_POLICIES, policies: eachLike({ ...POLICY, year: integer(2027) }) })),
      )
      .executeTest(async (mockServer) => {
        const scope = await persons(mockServer.url, (s) => allSettled(customersWithPolicyForYearQuery.start, { scope: s, params: { year: 2027, checkForOffer: true } }));
        expect(scope.getState(customersWithPolicyForYearQuery.$data)?.[0]?.policies[0]?.year).toBe(2027);
      });
  });

  test('the persons with a policy this year, without the offer check', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and is insured this year')
      .uponReceiving('a request for the persons with a policy this year')
      .withRequest('GET', '/api/Customer/GetAllCustomersWithPolicyForYear', (request) =>
        request.headers(AUTHORISED).query({ year: fromProviderState('${year}', '2026'), checkForOffer: 'false' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(CUSTOMER_WITH_POLICIES)))
      .executeTest(async (mockServer) => {
        const scope = await persons(mockServer.url, (s) => allSettled(customersWithPolicyForYearQuery.start, { scope: s, params: { year: 2026, checkForOffer: false } }));
        expect(scope.getState(customersWithPolicyForYearQuery.$data)?.[0]?.customerNumber).toBe(MAIN_INSURED);
      });
  });

  test('a year that is not offered, checked for the offer: 400 with the reason in Dutch', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the persons of a year long past, checked for the offer')
      .withRequest('GET', '/api/Customer/GetAllCustomersWithPolicyForYear', (request) => request.headers(AUTHORISED).query({ year: '2000', checkForOffer: 'true' }))
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ message: string('Voor 2000 is er (nog) geen aanbod: de premies van dat jaar zijn niet bekend.') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await persons(mockServer.url, (s) => allSettled(customersWithPolicyForYearQuery.start, { scope: s, params: { year: 2000, checkForOffer: true } }));
        expect(scope.getState(customersWithPolicyForYearQuery.$failed)).toBe(true);
      });
  });

  test('the persons whose insurance card is valid today: the card screen\'s', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', { customerNumber: MAIN_INSURED })
      .uponReceiving('a request for the persons with an active insurance card')
      .withRequest('GET', '/api/Customer/getAllCustomersWithActiveInsuranceCard', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(CUSTOMER_WITH_POLICIES)))
      .executeTest(async (mockServer) => {
        const scope = await persons(mockServer.url, (s) => allSettled(customersWithActiveInsuranceCardQuery.start, { scope: s }));
        expect(scope.getState(customersWithActiveInsuranceCardQuery.$data)?.[0]?.policies[0]?.policyNumber).toBe(POLICY_NUMBER);
      });
  });

  test('the persons with a policy in any year', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', { customerNumber: MAIN_INSURED })
      .uponReceiving('a request for the persons with a policy')
      .withRequest('GET', '/api/Customer/GetAllCustomersWithPolicy', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(CUSTOMER_WITH_POLICIES)))
      .executeTest(async (mockServer) => {
        const scope = await persons(mockServer.url, (s) => allSettled(customersWithPolicyQuery.start, { scope: s }));
        expect(scope.getState(customersWithPolicyQuery.$data)?.[0]?.policies.length).toBeGreaterThan(0);
      });
  });

  test("the persons with a policy in an earlier year: the overview's earlier years", async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', { customerNumber: MAIN_INSURED })
      .uponReceiving('a request for the persons with a policy in the past')
      .withRequest('GET', '/api/Customer/GetAllCustomersWithPolicyInPast', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike({ ...CUSTOMER_WITH_POLICIES, policies: eachLike({ ...POLICY, year: integer(2025), startDate: DATE('2025-01-01'), endDate: DATE('2025-12-31') }) })),
      )
      .executeTest(async (mockServer) => {
        const scope = await persons(mockServer.url, (s) => allSettled(customersWithPolicyInPastQuery.start, { scope: s }));
        expect(scope.getState(customersWithPolicyInPastQuery.$data)?.[0]?.policies[0]?.year).toBe(2025);
      });
  });
});

describe('the running policy number against the API (spec 02 §7 "Policy")', () => {
  test("a person's running policy number: a JSON string", async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in and is insured this year')
      .uponReceiving("a request for the main insured's active policy number")
      .withRequest('GET', '/api/Policy/GetActivePolicyNumber', (request) =>
        request.headers(AUTHORISED).query({ customerNumber: fromProviderState('${customerNumber}', MAIN_INSURED) }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(regex(/^\d+$/, POLICY_NUMBER)))
      .executeTest(async (mockServer) => {
        const scope = await persons(mockServer.url, (s) => allSettled(activePolicyNumbersQuery.start, { scope: s, params: [MAIN_INSURED] }));
        expect(scope.getState(activePolicyNumbersQuery.$data)).toEqual([{ customerNumber: MAIN_INSURED, policyNumber: POLICY_NUMBER }]);
      });
  });
});

describe('the agreements by role against the API (spec 02 §7 "Agreement")', () => {
  // betaal-en-rekeninggegevens: the agreements whose payment details the user may see, running or ended (no active filter)
  test('the agreements of which the user is the main insured, running or ended: the payment details screen', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in', { customerNumber: MAIN_INSURED })
      .uponReceiving('a request for the agreements of the main insured, running or ended')
      .withRequest('GET', '/api/Agreement/GetAgreementsByRoleAndFilter', (request) => request.headers(AUTHORISED).query({ role: 'H' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          eachLike({
            agreementId: string('40012345'),
            agreementIdNumber: string('40012345'),
            contractCode: string('ZZ-2026'),
            hasBasicInsurance: boolean(true),
            role: regex(/^[HMP]$/, 'H'),
            hasAgreementEnded: boolean(false),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await persons(mockServer.url, (s) => allSettled(agreementsByRoleAndFilterQuery.start, { scope: s, params: PAYMENT_DETAILS_AGREEMENTS }));
        expect(scope.getState(agreementsByRoleAndFilterQuery.$data)?.[0]?.role).toBe('H');
      });
  });
});
