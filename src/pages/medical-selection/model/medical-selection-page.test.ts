import { dentalQuestionnaireForm, saveMedicalSelectionMutation, type MedicalSelectionRequest } from '@/features/dental-medical-selection';
import { ApiError } from '@/shared/api';
import { routes } from '@/shared/routing';
import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { selectionContextQuery } from '../api/persons';
import { $backUrl, $isBlocked, $outcome, $person, personChosen } from './medical-selection-page';

const person = (customerNumber: string, isAdult: boolean, medicalSelection: object[] = []) => ({
  customerNumber, initials: 'C.', firstName: 'Cas', prefix: null, lastName: 'Kok', birthDate: isAdult ? '1984-01-28' : '2014-08-28', isAdult, medicalSelection,
});
const denied = { hasDeniedMedicalSelection: true, medicalSelectionDateIsToday: false, isApproved: false };

async function opened(persons: object[], query: Record<string, string> = {}, failWith?: ApiError) {
  const sent: MedicalSelectionRequest[] = [];
  const scope = fork({
    handlers: [
      [selectionContextQuery.__.executeFx, () => ({
        changeDenied: null,
        insuredPersons: persons,
        contractCards: [{ key: 'dental', cards: [{ productComponentCode: 'TG2', title: 'Tand Goed', hasMedicalSelection: false }, { productComponentCode: 'TG3', title: 'Tand Best', hasMedicalSelection: true }] }],
      })],
      [saveMedicalSelectionMutation.__.executeFx, (request: MedicalSelectionRequest) => {
        sent.push(request);
        if (failWith) throw failWith;
        return { isApproved: true, customerNumber: request.target.customerNumber, medicalSelection: [], newlyInsuredPersons: [] };
      }],
    ],
  });
  await allSettled(routes['medical-selection'].opened, { scope, params: { params: { selectedYear: 2027, contractCode: 'ZZA01', agreementId: '1' }, query } });
  return { scope, sent };
}

async function answerHealthy(scope: Scope) {
  await allSettled(dentalQuestionnaireForm.filled, {
    scope,
    params: {
      orthodonticsWithinTwoYears: false, dentistLastTwoYears: true, hasCongenitalDentalDefect: false, extracted4OrMoreTeeth: false,
      numberOfMissingTeeth: '0', doesNotExpectTreatment: true, acceptedTermsAndConditions: true,
    },
  });
  await allSettled(dentalQuestionnaireForm.submitted, { scope });
}

describe('medische-selectie', () => {
  test('the person of the address; approved, back to polis-wijzigen with the package chosen for them', async () => {
    const { scope, sent } = await opened([person('main', true), person('partner', true), person('child', false)], { verzekerde: 'partner' });
    expect(scope.getState($person)?.customerNumber).toBe('partner');
    await answerHealthy(scope);
    expect(sent[0]!.target).toEqual({ agreementId: '1', year: 2027, contractCode: 'ZZA01', customerNumber: 'partner', productComponentCode: 'TG3' });
    expect(scope.getState($outcome)).toEqual({ isApproved: true, customerNumber: 'partner' });
    expect(scope.getState($backUrl)).toBe('/polis-wijzigen/2027/ZZA01/1/false?pakket=TG3&verzekerde=partner');
  });

  test('a previous denial blocks a new application; a child is never asked', async () => {
    const { scope, sent } = await opened([person('main', true, [denied]), person('child', false)], { verzekerde: 'child' });
    expect(scope.getState($person)?.customerNumber).toBe('main');
    expect(scope.getState($isBlocked)).toBe(true);
    // valid answers, but no questionnaire is open for a denied person: nothing is sent
    await answerHealthy(scope);
    expect(sent).toEqual([]);
    await allSettled(personChosen, { scope, params: 'main' });
    expect(scope.getState($backUrl)).toBe('/polis-wijzigen/2027/ZZA01/1/false');
  });
});

describe('the server refuses the questionnaire', () => {
  const REASON = 'Er is al eerder een medische selectie afgewezen, daarom kunt u niet opnieuw aanvragen (hasDeniedMedicalSelection).';
  const OTHER = 'Een tandartsverzekering wordt alleen aangeboden aan personen van 18 jaar en ouder.';
  test.for([
    { name: 'a 400 naming a denial meanwhile: that rule in the user\'s words, no outcome', error: new ApiError(400, 'Contract/ValidateAndSaveMedicalSelection', REASON), summary: [{ path: null, message: 'features.dentalMedicalSelection.refusals.hasDeniedMedicalSelection' }] },
    { name: 'a 400 naming the payment deficit', error: new ApiError(400, 'Contract/ValidateAndSaveMedicalSelection', 'U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).'), summary: [{ path: null, message: 'features.dentalMedicalSelection.refusals.payment-deficit' }] },
    { name: 'a 400 with another message: its reason in the server\'s words', error: new ApiError(400, 'Contract/ValidateAndSaveMedicalSelection', OTHER), summary: [{ path: null, message: { key: 'features.dentalMedicalSelection.refused', values: { reason: OTHER } } }] },
    { name: 'a 400 naming a missing field: the kit\'s words for it', error: new ApiError(400, 'Contract/ValidateAndSaveMedicalSelection', "Het veld 'acceptanceDate' is verplicht."), summary: [{ path: null, message: 'validation.required-field' }] },
    { name: 'a 500: no reason to show (the error-saving notice)', error: new ApiError(500, 'Contract/ValidateAndSaveMedicalSelection', 'Internal'), summary: [] },
  ])('$name', async ({ error, summary }) => {
    const { scope, sent } = await opened([person('main', true)], {}, error);
    await answerHealthy(scope);
    expect(sent).toHaveLength(1);
    expect(scope.getState(dentalQuestionnaireForm.$summary)).toEqual(summary);
    expect(scope.getState($outcome)).toBeNull();
  });
});
