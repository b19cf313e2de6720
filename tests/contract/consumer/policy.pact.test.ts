import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { contractCardsQuery, saveContractCardsMutation, validateContractQuery } from '@/pages/edit-policy/api/contract';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, integer, regex, scopeFor, string } from './pact';

const { arrayContaining, fromProviderState, number, nullValue } = MatchersV3;
const pact = createPact();

const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
const YEAR = fromProviderState('${offeredYear}', '2027');
const YEAR_NUMBER = fromProviderState('${offeredYearNumber}', 2027);

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
});

describe('the policy area against the API', () => {
  test("next year's agreement details: the prolonged policy at next year's premiums, editable, and who the bill covers unseen", async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving("a request for next year's agreement details")
      .withRequest('GET', '/api/Agreement/getAgreementDetailsForYear', (request) => request.headers(AUTHORISED).query({ year: YEAR }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          // proposed addition (issue 33 point 5): the partner of 16 or over has an own account, so her policy is not on
          // the main insured's overview while her premium is on the main insured's bill; the overview says so
          eachLike({ ...agreementDetail(nullValue()), insuredNotShownCount: 1 }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(agreementDetailsForYearQuery.start, { scope, params: 2027 });
        const [detail] = scope.getState(agreementDetailsForYearQuery.$data) ?? [];
        expect(detail?.editPolicyDenialReason).toBeNull();
        expect(detail?.agreementParticipants[0]?.customer.role).toBe('H');
        expect(detail?.insuredNotShownCount).toBe(1);
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

  const AGREEMENT_ID = fromProviderState('${agreementId}', '1000123');
  const MAIN = fromProviderState('${customerNumber}', '197389432');
  // the cards carry nulls where a value does not apply (no package line, no own risk): one example of each kind
  const basicOption = { customerNumber: string('197389432'), netPremiumWithDiscount: number(158.25), ownRiskDiscount: nullValue(), isSelected: boolean(true), isDisabled: boolean(false) };
  const card = (code: string, title: string, extra: Record<string, unknown>) => ({
    productComponentCode: string(code),
    title: string(title),
    packageType: string('basic insurance'),
    isNoInsurance: boolean(false),
    hasMedicalSelection: boolean(false),
    isDisabled: boolean(false),
    ...extra,
  });
  // issue 32 point 11: "policy and conditions documents (id, guidFileName, code, displayName, language, fileName) … insuranceCardLink"
  const cardDocument = (displayName: string, fileName: string) => ({ id: string('G1202601'), displayName: string(displayName), fileName: string(fileName) });
  const basicCard = card('1114', 'Zorgzaam Basis Vrije Keuze', {
    packageSetNumber: integer(2),
    ownRiskAmount: nullValue(),
    insuredPersons: eachLike(basicOption),
    policyDocument: cardDocument('Vergoedingenoverzicht Zorgzaam Basis 2026', 'vergoedingenoverzicht-zorgzaam-basis-2026.pdf'),
    conditionsDocument: cardDocument('Polisvoorwaarden Zorgzaam Basis Vrije Keuze 2026', 'polisvoorwaarden-zorgzaam-basis-vrije-keuze-2026.pdf'),
    insuranceCardLink: string('/zorgpas-ehic'),
  });
  const cardGroups = arrayContaining(
    {
      key: 'basic',
      label: string('Basisverzekering'),
      maximumSelectableAmount: integer(1),
      cards: arrayContaining(basicCard),
    },
    {
      key: 'excess',
      label: string('Eigen risico'),
      maximumSelectableAmount: integer(1),
      cards: arrayContaining(
        card('OW500', 'Vrijwillig eigen risico 500', {
          packageType: string('own risk'),
          packageSetNumber: nullValue(),
          ownRiskAmount: integer(500),
          insuredPersons: arrayContaining({ ...basicOption, netPremiumWithDiscount: number(0), ownRiskDiscount: number(22) }),
        }),
      ),
    },
  );
  // issue 15: the products' types decide the own-risk line under each adult's premium
  // issue 32 point 11: each product's premium and discount ("Product: code, name, typeOfProduct, collectivityDiscountAmount, nettoPremium")
  const premium = {
    totalNettoPremiumMonth: number(174.14),
    totalNettoPremiumPaymentTerm: number(174.14),
    excessAmount: number(885),
    products: eachLike({ code: string('1114'), name: string('Zorgzaam Basis Vrije Keuze'), typeOfProduct: string('MB'), nettoPremium: number(150.34), collectivityDiscountAmount: number(7.91) }),
  };
  const total = { month: number(174.14), term: number(174.14), paymentTerm: integer(1) };

  test("next year's contract cards of the main insured", async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving("a request for next year's contract cards")
      .withRequest('POST', '/api/Contract/GetContractCardsForActivePolicies', (request) =>
        request.headers(AUTHORISED).jsonBody({
          agreementId: AGREEMENT_ID,
          year: YEAR_NUMBER,
          contractCode: string('ZZA01'),
          // issue 32 point 11: the edit-policy request's lists; nobody joined the agreement during the year
          productComponentCodesToIgnore: [],
          newlyParticipatingCustomerNumbers: [],
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          agreementId: string('1000123'),
          year: integer(2027),
          contractCode: string('ZZA01'),
          paymentTerm: integer(1),
          paymentTermDiscounts: { yearly: number(1), halfYearly: number(0.5), quarterly: number(0.25), monthly: number(0) },
          changeDenied: nullValue(),
          insuredPersons: eachLike({
            customerNumber: string('197389432'), initials: string('C.'), firstName: string('Cas'), prefix: nullValue(), lastName: string('Kok'),
            birthDate: DATE('1984-01-28'), role: string('H'), isAdult: boolean(true),
          }),
          contractCards: cardGroups,
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(contractCardsQuery.start, { scope, params: { agreementId: '1000123', year: 2027, contractCode: 'ZZA01', productComponentCodesToIgnore: [], newlyParticipatingCustomerNumbers: [] } });
        const answer = scope.getState(contractCardsQuery.$data);
        expect(answer?.changeDenied).toBeNull();
        const basic = answer?.contractCards.find((group) => group.key === 'basic')?.cards[0];
        expect(basic?.conditionsDocument?.displayName).toBe('Polisvoorwaarden Zorgzaam Basis Vrije Keuze 2026');
        expect(basic?.policyDocument?.id).toBe('G1202601');
        expect(basic?.insuranceCardLink).toBe('/zorgpas-ehic');
        expect(answer?.contractCards.find((group) => group.key === 'basic')?.cards[0]?.insuredPersons[0]?.isSelected).toBe(true);
        expect(answer?.contractCards.find((group) => group.key === 'excess')?.cards[0]?.ownRiskAmount).toBe(500);
      });
  });

  test("the defaulter's contract cards (a deep link to polis-wijzigen): the server's payment-deficit reason", async () => {
    await pact
      .addInteraction()
      .given("wanbetaler is logged in and next year's policy is offered")
      .uponReceiving("a defaulter's request for next year's contract cards")
      .withRequest('POST', '/api/Contract/GetContractCardsForActivePolicies', (request) =>
        request.headers(AUTHORISED).jsonBody({
          agreementId: fromProviderState('${agreementId}', '1000456'),
          year: YEAR_NUMBER,
          contractCode: string('ZZA01'),
          productComponentCodesToIgnore: [],
          newlyParticipatingCustomerNumbers: [],
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          agreementId: string('1000456'),
          year: integer(2027),
          contractCode: string('ZZA01'),
          paymentTerm: integer(1),
          paymentTermDiscounts: { yearly: number(1), halfYearly: number(0.5), quarterly: number(0.25), monthly: number(0) },
          changeDenied: string('U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).'),
          insuredPersons: eachLike({
            customerNumber: string('197389555'), initials: string('B.'), firstName: string('Bram'), prefix: string('de'), lastName: string('Wit'),
            birthDate: DATE('1979-05-02'), role: string('H'), isAdult: boolean(true),
          }),
          contractCards: arrayContaining({ key: 'basic', label: string('Basisverzekering'), maximumSelectableAmount: integer(1), cards: arrayContaining(basicCard) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(contractCardsQuery.start, { scope, params: { agreementId: '1000456', year: 2027, contractCode: 'ZZA01', productComponentCodesToIgnore: [], newlyParticipatingCustomerNumbers: [] } });
        expect(scope.getState(contractCardsQuery.$data)?.changeDenied).toBe('U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).');
      });
  });

  test('the validation of a choice: premium before and after', async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving('a validation of a changed additional package')
      .withRequest('POST', '/api/Contract/validate', (request) =>
        request.headers(AUTHORISED).jsonBody({
          contractCode: string('ZZA01'),
          language: 'nl-NL',
          startDate: fromProviderState('${offeredYear}-01-01', '2027-01-01'),
          selectedPaymentTerm: integer(1),
          agreementId: AGREEMENT_ID,
          chosenInsurances: [{ customerNumber: MAIN, productComponentCodes: ['1114', 'XF1', 'AV1', 'TG2', 'OW500'] }],
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          contractCards: cardGroups,
          isPackageSelectionConflict: boolean(false),
          unselectedRequiredPackageTypes: eachLike('Basisverzekering', 0),
          premiumOverview: eachLike({ customerNumber: string('197389432'), before: premium, after: premium }),
          total: { before: total, after: total },
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(validateContractQuery.start, {
          scope,
          params: { agreementId: '1000123', year: 2027, contractCode: 'ZZA01', selectedPaymentTerm: 1, chosenInsurances: [{ customerNumber: '197389432', productComponentCodes: ['1114', 'XF1', 'AV1', 'TG2', 'OW500'] }] },
        });
        const answer = scope.getState(validateContractQuery.$data);
        expect(answer?.isPackageSelectionConflict).toBe(false);
        expect(answer?.total.after.month).toBe(174.14);
        expect(answer?.premiumOverview[0]?.after.products[0]).toEqual({ code: '1114', name: 'Zorgzaam Basis Vrije Keuze', typeOfProduct: 'MB', nettoPremium: 150.34, collectivityDiscountAmount: 7.91 });
      });
  });

  test('saving a changed choice', async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving("saving next year's changed contract cards")
      .withRequest('POST', '/api/Contract/SaveContractCards', (request) =>
        request.headers(AUTHORISED).jsonBody({
          agreementNumber: AGREEMENT_ID,
          year: YEAR_NUMBER,
          contractCode: string('ZZA01'),
          selectedPaymentTerm: integer(12),
          chosenInsurances: [{ customerNumber: MAIN, productComponentCodes: ['1114', 'XF1', 'AV1', 'TG2', 'OW500'] }],
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ isSuccessful: boolean(true), year: integer(2027), agreementId: string('1000123') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(saveContractCardsMutation.start, {
          scope,
          params: { agreementId: '1000123', year: 2027, contractCode: 'ZZA01', selectedPaymentTerm: 12, chosenInsurances: [{ customerNumber: '197389432', productComponentCodes: ['1114', 'XF1', 'AV1', 'TG2', 'OW500'] }] },
        });
        expect(scope.getState(saveContractCardsMutation.$succeeded)).toBe(true);
      });
  });

  test('saving without a basic insurance is refused naming the missing package type', async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving('saving contract cards without a basic insurance')
      .withRequest('POST', '/api/Contract/SaveContractCards', (request) =>
        request.headers(AUTHORISED).jsonBody({
          agreementNumber: AGREEMENT_ID,
          year: YEAR_NUMBER,
          contractCode: string('ZZA01'),
          selectedPaymentTerm: integer(1),
          chosenInsurances: [{ customerNumber: MAIN, productComponentCodes: ['AV2'] }],
        }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ message: string('Niet alle verplichte pakketten zijn gekozen.'), packageTypes: eachLike('Basisverzekering') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(saveContractCardsMutation.start, {
          scope,
          params: { agreementId: '1000123', year: 2027, contractCode: 'ZZA01', selectedPaymentTerm: 1, chosenInsurances: [{ customerNumber: '197389432', productComponentCodes: ['AV2'] }] },
        });
        expect(scope.getState(saveContractCardsMutation.$failed)).toBe(true);
      });
  });
});
