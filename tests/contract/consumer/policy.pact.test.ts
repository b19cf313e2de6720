import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, integer, regex, scopeFor, string } from './pact';

const { fromProviderState, number, nullValue } = MatchersV3;
const pact = createPact();

const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
const YEAR = fromProviderState('${offeredYear}', '2027');

const product = (code: string, name: string, typeOfProduct: string, nettoPremium: number) => ({
  code: string(code),
  name: string(name),
  typeOfProduct: string(typeOfProduct),
  collectivityDiscountAmount: number(0),
  nettoPremium: number(nettoPremium),
});

const policyDetail = {
  customerNumber: string('197389432'),
  policyNumber: string('687050566297'),
  year: integer(2027),
  subContractName: string('Zorgzaam 2027'),
  startDate: DATE('2027-01-01'),
  endDate: DATE('2027-12-31'),
  paymentTerm: integer(1),
  discountAmount: number(0),
  discountPercentage: number(0),
  totalNettoPremiumMonth: number(204.93),
  totalNettoPremiumPaymentTerm: number(204.93),
  totalGrossPremium: number(229.84),
  totalDiscount: number(24.91),
  collectivityDiscountAmount: number(2.91),
  additionalDiscountAmount: number(0),
  excessDiscountAmount: number(22),
  excessAmount: number(885),
  products: eachLike(product('1114', 'Zorgzaam Basis Vrije Keuze', 'MB', 158.25)),
};

const participant = (prefix: unknown) => ({
  customer: {
    customerNumber: string('197389432'),
    initials: string('C.'),
    firstName: string('Cas'),
    prefix,
    lastName: string('Kok'),
    birthDate: DATE('1984-01-28'),
    role: string('H'),
  },
  policyNumber: string('687050566297'),
  startDate: DATE('2018-01-01'),
  endDate: nullValue(),
  productTypes: eachLike('Basisverzekering'),
});

// the seed's main insured has no prefix, the defaulter 'de'
const agreementDetail = (editPolicyDenialReason: unknown, prefix: unknown = nullValue()) => ({
  agreementId: string('1000123'),
  agreementIdNumber: string('40100123'),
  year: integer(2027),
  collectivity: string('Zorgzaam'),
  contractCode: string('ZZA01'),
  totalAmount: number(204.93),
  totalAmountPaymentTerm: number(204.93),
  paymentTerm: integer(1),
  isPremiumPaidByCustomer: boolean(true),
  hasAgreementEnded: boolean(false),
  startDate: DATE('2018-01-01'),
  endDate: nullValue(),
  editPolicyDenialReason,
  newlyInsuredPersonsInProgress: eachLike({ initials: 'A.', fullLastName: 'Kok', birthDate: '2026-10-01', role: 'M' }, 0),
  agreementParticipants: eachLike(participant(prefix)),
  policyDetails: eachLike(policyDetail),
});

describe('the policy area against the API', () => {
  test("next year's agreement details: the prolonged policy at next year's premiums, editable", async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving("a request for next year's agreement details")
      .withRequest('GET', '/api/Agreement/getAgreementDetailsForYear', (request) => request.headers(AUTHORISED).query({ year: YEAR }))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(agreementDetail(nullValue()))))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(agreementDetailsForYearQuery.start, { scope, params: 2027 });
        const [detail] = scope.getState(agreementDetailsForYearQuery.$data) ?? [];
        expect(detail?.editPolicyDenialReason).toBeNull();
        expect(detail?.policyDetails[0]?.products[0]?.code).toBe('1114');
        expect(detail?.agreementParticipants[0]?.customer.role).toBe('H');
      });
  });

  test('the defaulter: the payment-deficit reason', async () => {
    await pact
      .addInteraction()
      .given("wanbetaler is logged in and next year's policy is offered")
      .uponReceiving("a defaulter's request for next year's agreement details")
      .withRequest('GET', '/api/Agreement/getAgreementDetailsForYear', (request) => request.headers(AUTHORISED).query({ year: YEAR }))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(agreementDetail('payment-deficit', string('de')))))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(agreementDetailsForYearQuery.start, { scope, params: 2027 });
        expect(scope.getState(agreementDetailsForYearQuery.$data)?.[0]?.editPolicyDenialReason).toBe('payment-deficit');
      });
  });
});
