import { saveMedicalSelectionMutation, type MedicalSelectionRequest } from '@/features/dental-medical-selection';
import { saveNewlyInsuredMutation, type NewlyInsuredChoiceRequest } from '@/pages/add-insured/api/add-insured';
import { MatchersV3 } from '@pact-foundation/pact';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, integer, regex, scopeFor, string } from './pact';
import { dentalAnswers } from './dental-answers';

// issue 15 (h-newins): the dental medical selection of a newly insured adult, "POST Contract/ValidateAndSaveMedicalSelection
// {agreementDetails, newlyInsuredPersons, requestedContract}" "for newly insured persons without the agreement update",
// and the approved questionnaire sent with "POST Contract/SaveContractCardsForNewlyInsuredPersons"
const { fromProviderState, nullValue } = MatchersV3;
const pact = createPact();

const STATE = 'hoofdverzekerde is logged in and may add insured persons';
const AGREEMENT_ID = fromProviderState('${agreementId}', '1000123');
const DATE = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);

const answers = (numberOfMissingTeeth: number) => dentalAnswers(numberOfMissingTeeth, '2026-11-24');

/**
 * A grown-up newcomer for the questionnaire; saved as a partner (the main insured adds a partner or a child under 16:
 * "Child under 16 check from birth date"), from today, with the main insured's basic insurance and TG3.
 */
const son = {
  id: 'persoon-1',
  initials: 'T.',
  firstName: 'Tim',
  prefix: '',
  lastName: 'Jansen',
  birthNamePrefix: '',
  birthName: '',
  emailAddress: '',
  emailAddressConfirmation: '',
  birthDate: '2001-06-15',
  gender: 'M' as const,
  role: 'P' as const,
  isBornRecently: false,
  socialSecurityNumber: '999990019',
  nationality: 'NL',
};

const questionnaireRequest = (numberOfMissingTeeth: number): MedicalSelectionRequest => ({
  target: { agreementId: '1000123', year: 2026, contractCode: 'ZZA01', customerNumber: 'persoon-1', productComponentCode: 'TG3', newlyInsured: { birthDate: son.birthDate } },
  medicalSelection: answers(numberOfMissingTeeth),
});

const questionnaireBody = (numberOfMissingTeeth: number) => ({
  // the year of the newcomers' cards; the newly-insured variant is judged on the adding's terms, not a year's change deadline
  agreementDetails: { agreementId: AGREEMENT_ID, year: integer(2026), contractCode: string('ZZA01') },
  requestedContract: nullValue(),
  newlyInsuredPersons: [
    { id: 'persoon-1', birthDate: DATE(son.birthDate), productComponentCode: 'TG3', medicalSelection: { ...answers(numberOfMissingTeeth), acceptanceDate: DATE('2026-11-24') } },
  ],
});

describe('the dental medical selection of a newly insured adult against the API', () => {
  test.for([
    { missingTeeth: 0, isApproved: true, description: 'a newly insured adult’s dental questionnaire with healthy answers: approved, nothing stored' },
    { missingTeeth: 5, isApproved: false, description: 'a newly insured adult’s dental questionnaire with 5 missing teeth: not approved' },
  ])('$description', async ({ missingTeeth, isApproved, description }) => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving(description)
      .withRequest('POST', '/api/Contract/ValidateAndSaveMedicalSelection', (builder) => builder.headers(AUTHORISED).jsonBody(questionnaireBody(missingTeeth)))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ isApproved, customerNumber: nullValue(), medicalSelection: [], newlyInsuredPersons: [{ id: 'persoon-1', isApproved }] }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(saveMedicalSelectionMutation.start, { scope, params: questionnaireRequest(missingTeeth) });
        expect(scope.getState(saveMedicalSelectionMutation.$succeeded)).toBe(true);
      });
  });

  test('the newcomer saved with TG3 and the approved questionnaire: stored in progress', async () => {
    const startDate = fromProviderState('${today}', '2026-11-24');
    const request: NewlyInsuredChoiceRequest = {
      agreementId: '1000123',
      contractCode: 'ZZA01',
      newlyInsuredPersons: [{ ...son, startDate: '2026-11-24' }],
      startDate: '2026-11-24',
      selectedPaymentTerm: 1,
      chosenInsurances: [{ customerNumber: 'persoon-1', productComponentCodes: ['1114', 'TG3'] }],
      medicalSelections: { 'persoon-1': answers(0) },
    };
    await pact
      .addInteraction()
      .given('buitenland is logged in and may add a partner')
      .uponReceiving('a newly insured partner saved with the dental package with medical selection and the approved questionnaire')
      .withRequest('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', (builder) =>
        builder.headers(AUTHORISED).jsonBody({
          agreementNumber: fromProviderState('${agreementId}', '1000123'),
          selectedPaymentTerm: integer(1),
          newlyInsuredPersons: [{ ...son, startDate, medicalSelection: { ...answers(0), acceptanceDate: DATE('2026-11-24') } }],
          chosenInsurances: [{ customerNumber: 'persoon-1', productComponentCodes: [fromProviderState('${basicCode}', '1114'), 'TG3'] }],
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          isSuccessful: boolean(true),
          agreementId: string('1000123'),
          newlyInsuredPersons: eachLike({ id: string('NV000001'), startDate: DATE('2026-11-24') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(saveNewlyInsuredMutation.start, { scope, params: request });
        expect(scope.getState(saveNewlyInsuredMutation.$status)).toBe('done');
      });
  });
});
