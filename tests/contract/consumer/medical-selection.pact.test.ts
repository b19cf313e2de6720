import { saveMedicalSelectionMutation, type MedicalSelectionRequest } from '@/features/dental-medical-selection';
import { agreementMutableQuery, validateDateQuery } from '@/pages/edit-policy/api/mutability';
import { selectionContextQuery } from '@/pages/medical-selection/api/persons';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled, createStore } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, regex, scopeFor, string } from './pact';
import { dentalAnswers } from './dental-answers';

// issue 15: the dental medical selection (spec 02 §7 "POST Contract/ValidateAndSaveMedicalSelection")
const { fromProviderState, nullValue, arrayContaining } = MatchersV3;
const pact = createPact();

const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
const YEAR_NUMBER = fromProviderState('${offeredYearNumber}', 2027);
const AGREEMENT_ID = fromProviderState('${agreementId}', '1000123');
const MAIN = fromProviderState('${customerNumber}', '197389432');

const answers = (numberOfMissingTeeth: number) => dentalAnswers(numberOfMissingTeeth, '2026-11-20');

const request = (numberOfMissingTeeth: number): MedicalSelectionRequest => ({
  target: { agreementId: '1000123', year: 2027, contractCode: 'ZZA01', customerNumber: '197389432', productComponentCode: 'TG3' },
  medicalSelection: answers(numberOfMissingTeeth),
});

const body = (numberOfMissingTeeth: number) => ({
  agreementDetails: { agreementId: AGREEMENT_ID, year: YEAR_NUMBER, contractCode: string('ZZA01') },
  requestedContract: {
    customerNumber: MAIN,
    productComponentCode: 'TG3',
    medicalSelection: { ...answers(numberOfMissingTeeth), acceptanceDate: DATE('2026-11-20') },
  },
  newlyInsuredPersons: [],
});

const $lastAnswer = createStore<unknown>(null).on(saveMedicalSelectionMutation.finished.success, (_, { result }) => result);

const record = (denied: boolean) => ({ hasDeniedMedicalSelection: boolean(denied), medicalSelectionDateIsToday: boolean(true), isApproved: boolean(!denied) });

describe('the dental medical selection against the API', () => {
  test('healthy answers: approved, the record of today', async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving('a dental questionnaire with healthy answers')
      .withRequest('POST', '/api/Contract/ValidateAndSaveMedicalSelection', (builder) => builder.headers(AUTHORISED).jsonBody(body(0)))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ isApproved: true, customerNumber: string('197389432'), medicalSelection: eachLike(record(false)), newlyInsuredPersons: [] }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(saveMedicalSelectionMutation.start, { scope, params: request(0) });
        expect(scope.getState(saveMedicalSelectionMutation.$succeeded)).toBe(true);
      });
  });

  test('5 missing teeth: not approved, recorded as a denial', async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving('a dental questionnaire with 5 missing teeth')
      .withRequest('POST', '/api/Contract/ValidateAndSaveMedicalSelection', (builder) => builder.headers(AUTHORISED).jsonBody(body(5)))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ isApproved: false, customerNumber: string('197389432'), medicalSelection: eachLike(record(true)), newlyInsuredPersons: [] }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(saveMedicalSelectionMutation.start, { scope, params: request(5) });
        expect(scope.getState($lastAnswer)).toMatchObject({ isApproved: false, medicalSelection: [{ hasDeniedMedicalSelection: true }] });
      });
  });

  test('a previous denial: the persons carry it and re-applying is refused', async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in, next year's policy is offered and their dental medical selection was denied")
      .uponReceiving("the persons and dental cards for the questionnaire of someone who was denied")
      .withRequest('POST', '/api/Contract/GetContractCardsForActivePolicies', (builder) =>
        builder.headers(AUTHORISED).jsonBody({ agreementId: AGREEMENT_ID, year: YEAR_NUMBER, contractCode: string('ZZA01') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          changeDenied: nullValue(),
          insuredPersons: arrayContaining({
            customerNumber: string('197389432'), initials: string('C.'), firstName: string('Cas'), prefix: nullValue(), lastName: string('Kok'),
            birthDate: DATE('1984-01-28'), isAdult: boolean(true), medicalSelection: eachLike({ hasDeniedMedicalSelection: true, medicalSelectionDateIsToday: boolean(true), isApproved: false }),
          }),
          contractCards: arrayContaining({
            key: 'dental',
            cards: arrayContaining({ productComponentCode: 'TG3', title: string('Zorgzaam Tand Best'), hasMedicalSelection: true }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(selectionContextQuery.start, { scope, params: { agreementId: '1000123', year: 2027, contractCode: 'ZZA01' } });
        const answer = scope.getState(selectionContextQuery.$data);
        expect(answer?.insuredPersons.some((person) => person.medicalSelection.some((entry) => entry.hasDeniedMedicalSelection))).toBe(true);
        expect(answer?.contractCards.find((group) => group.key === 'dental')?.cards.some((card) => card.hasMedicalSelection)).toBe(true);
      });

    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in, next year's policy is offered and their dental medical selection was denied")
      .uponReceiving('a new dental questionnaire after a denial')
      .withRequest('POST', '/api/Contract/ValidateAndSaveMedicalSelection', (builder) => builder.headers(AUTHORISED).jsonBody(body(0)))
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ message: string('Er is al eerder een medische selectie afgewezen, daarom kunt u niet opnieuw aanvragen (hasDeniedMedicalSelection).') }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(saveMedicalSelectionMutation.start, { scope, params: request(0) });
        expect(scope.getState(saveMedicalSelectionMutation.$failed)).toBe(true);
      });
  });

  test("mutability per contract for next year, and next year's start date in the service period", async () => {
    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving("the mutability of the contracts for next year")
      .withRequest('POST', '/api/Agreement/AgreementMutable', (builder) => builder.headers(AUTHORISED).jsonBody({ policyYear: YEAR_NUMBER }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike({ agreementId: string('1000123'), contractCode: string('ZZA01'), isMutable: true })),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(agreementMutableQuery.start, { scope, params: 2027 });
        expect(scope.getState(agreementMutableQuery.$data)?.[0]?.isMutable).toBe(true);
      });

    await pact
      .addInteraction()
      .given("hoofdverzekerde is logged in and next year's policy is offered")
      .uponReceiving("whether next year's start date is in the cancellation service period")
      .withRequest('GET', '/api/CancellationServicePeriod/ValidateDate', (builder) =>
        builder.headers(AUTHORISED).query({ date: fromProviderState('${offeredYear}-01-01', '2027-01-01') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(true))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(validateDateQuery.start, { scope, params: '2027-01-01' });
        expect(scope.getState(validateDateQuery.$data)).toBe(true);
      });
  });
});
