import { bsnInUseQuery, newlyInsuredCardsQuery, saveNewlyInsuredMutation, validateNewlyInsuredQuery } from '@/pages/add-insured/api/add-insured';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, integer, regex, scopeFor, string } from './pact';

const { arrayContaining, fromProviderState, number, nullValue } = MatchersV3;
const pact = createPact();

const STATE = 'hoofdverzekerde is logged in and may add insured persons';
const AGREEMENT_ID = fromProviderState('${agreementId}', '1000123');
const BIRTH_DATE = fromProviderState('${newbornBirthDate}', '2026-10-25');
const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);

/** A newborn in the spec's newly insured form (role, isBornRecently, …): the start date follows from the birth date. */
const newborn = {
  id: 'persoon-1',
  initials: 'L.',
  firstName: 'Lotte',
  prefix: '',
  lastName: 'Jansen',
  birthNamePrefix: '',
  birthName: '',
  emailAddress: '',
  emailAddressConfirmation: '',
  gender: 'F' as const,
  role: 'M' as const,
  isBornRecently: true,
  socialSecurityNumber: '999990019',
  nationality: 'NL',
};
const newbornExample = { ...newborn, birthDate: '2026-10-25', startDate: '2026-10-25' };
const newbornMatcher = { ...newborn, birthDate: BIRTH_DATE, startDate: fromProviderState('${newbornBirthDate}', '2026-10-25') };

const option = { customerNumber: string('persoon-1'), netPremiumWithDiscount: number(0), ownRiskDiscount: nullValue(), isSelected: boolean(true), isDisabled: boolean(true) };
const cardGroups = arrayContaining({
  key: 'basic',
  label: string('Basisverzekering'),
  maximumSelectableAmount: integer(1),
  cards: eachLike({
    productComponentCode: string('1114'),
    title: string('Zorgzaam Basis Vrije Keuze'),
    packageSetNumber: integer(2),
    packageType: string('basic insurance'),
    isNoInsurance: boolean(false),
    hasMedicalSelection: boolean(false),
    isDisabled: boolean(false),
    ownRiskAmount: nullValue(),
    insuredPersons: eachLike(option),
  }),
});
const premium = { totalNettoPremiumMonth: number(0), totalNettoPremiumPaymentTerm: number(0), excessAmount: number(0) };
const total = { month: number(181.05), term: number(181.05), paymentTerm: integer(1) };

describe('adding insured persons against the API', () => {
  test('a BSN already registered for the agreement is in use', async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("the partner's BSN checked for the agreement")
      .withRequest('POST', fromProviderState('/api/Agreement/${agreementId}/social-security-number-in-use', '/api/Agreement/1000123/social-security-number-in-use'), (request) =>
        request.headers(AUTHORISED).jsonBody({ socialSecurityNumber: fromProviderState('${partnerBsn}', '111222333') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(true))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(bsnInUseQuery.start, { scope, params: { agreementId: '1000123', socialSecurityNumbers: ['111222333'] } });
        expect(scope.getState(bsnInUseQuery.$data)).toEqual([true]);
      });
  });

  test("a newborn's contract cards", async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for a newborn's contract cards")
      .withRequest('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', (request) =>
        request.headers(AUTHORISED).jsonBody({ agreementId: AGREEMENT_ID, newlyInsuredPersons: [newbornMatcher] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          agreementId: string('1000123'),
          year: integer(2026),
          contractCode: string('ZZA01'),
          paymentTerm: integer(1),
          paymentTermDiscounts: { yearly: number(1), halfYearly: number(0.5), quarterly: number(0.25), monthly: number(0) },
          changeDenied: nullValue(),
          insuredPersons: eachLike({
            customerNumber: string('persoon-1'), initials: string('L.'), firstName: string('Lotte'), prefix: nullValue(), lastName: string('Jansen'),
            birthDate: DATE('2026-10-25'), role: string('M'), isAdult: boolean(false),
          }),
          contractCards: cardGroups,
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(newlyInsuredCardsQuery.start, { scope, params: { agreementId: '1000123', newlyInsuredPersons: [newbornExample] } });
        const answer = scope.getState(newlyInsuredCardsQuery.$data);
        expect(answer?.insuredPersons[0]?.isAdult).toBe(false);
        expect(answer?.contractCards.find((group) => group.key === 'basic')?.cards[0]?.insuredPersons[0]?.isSelected).toBe(true);
      });
  });

  const choiceRequest = { agreementId: '1000123', contractCode: 'ZZA01', newlyInsuredPersons: [newbornExample], startDate: '2026-10-25', selectedPaymentTerm: 1, chosenInsurances: [] };

  test("the validation of a newborn's choice: the premium before and after", async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a validation of a newborn's cards")
      .withRequest('POST', '/api/Contract/validate', (request) =>
        request.headers(AUTHORISED).jsonBody({
          contractCode: string('ZZA01'),
          agreementId: AGREEMENT_ID,
          language: 'nl-NL',
          startDate: BIRTH_DATE,
          selectedPaymentTerm: integer(1),
          newlyInsuredPersons: [newbornMatcher],
          chosenInsurances: [],
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          contractCards: cardGroups,
          isPackageSelectionConflict: boolean(false),
          unselectedRequiredPackageTypes: [],
          premiumOverview: eachLike({ customerNumber: string('persoon-1'), before: premium, after: premium }),
          total: { before: total, after: total },
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(validateNewlyInsuredQuery.start, { scope, params: choiceRequest });
        expect(scope.getState(validateNewlyInsuredQuery.$data)?.premiumOverview[0]?.customerNumber).toBe('persoon-1');
      });
  });

  test('saving a newborn: stored in progress', async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a newborn saved with the contract cards')
      .withRequest('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', (request) =>
        request.headers(AUTHORISED).jsonBody({ agreementNumber: AGREEMENT_ID, selectedPaymentTerm: integer(1), newlyInsuredPersons: [newbornMatcher], chosenInsurances: [] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          isSuccessful: boolean(true),
          agreementId: string('1000123'),
          newlyInsuredPersons: eachLike({ id: string('NV000001'), startDate: DATE('2026-10-25') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(saveNewlyInsuredMutation.start, { scope, params: choiceRequest });
        expect(scope.getState(saveNewlyInsuredMutation.$status)).toBe('done');
      });
  });
});
