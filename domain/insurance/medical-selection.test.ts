import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type DentalMedicalSelectionAnswers,
  type DentalQuestionnaireAnswers,
  dentalAnswersOf,
  dentalQuestionnaireErrors,
  isDentalMedicalSelectionDenied,
  medicalSelectionStepForCard,
  mayChooseCardWithMedicalSelection,
  medicalSelectionStep,
  medicalSelectionSubmitOutcome,
} from './medical-selection';

const healthy: DentalMedicalSelectionAnswers = {
  orthodonticsWithinTwoYears: false,
  dentistLastTwoYears: true,
  hasCongenitalDentalDefect: false,
  extracted4OrMoreTeeth: false,
  numberOfMissingTeeth: 0,
  expectsToHaveOneOfFollowingTreatments: [],
  doesNotExpectTreatment: true,
};

describe('dental medical selection outcome', () => {
  // "the request is denied if any of: orthodontics expected within two years; no yearly dentist check in
  //  the last two years; congenital dental defect; 4 or more teeth extracted or missing; any listed
  //  treatment expected (the no-treatment flag is false)."
  test.for([
    { name: 'healthy answers', change: {}, denied: false },
    { name: 'orthodontics within two years', change: { orthodonticsWithinTwoYears: true }, denied: true },
    { name: 'no dentist in the last two years', change: { dentistLastTwoYears: false }, denied: true },
    { name: 'congenital defect', change: { hasCongenitalDentalDefect: true }, denied: true },
    { name: '4 or more extracted', change: { extracted4OrMoreTeeth: true }, denied: true },
    { name: '3 missing', change: { numberOfMissingTeeth: 3 }, denied: false },
    { name: '4 missing', change: { numberOfMissingTeeth: 4 }, denied: true },
    {
      name: 'a treatment expected',
      change: { expectsToHaveOneOfFollowingTreatments: ['crowns'], doesNotExpectTreatment: false },
      denied: true,
    },
    {
      name: 'no-treatment ticked wins over a stale treatment list',
      change: { expectsToHaveOneOfFollowingTreatments: ['crowns'], doesNotExpectTreatment: true },
      denied: false,
    },
    { name: 'nothing ticked at all', change: { doesNotExpectTreatment: false }, denied: false },
  ])('$name: denied $denied', ({ change, denied }) => {
    expect(isDentalMedicalSelectionDenied({ ...healthy, ...change })).toBe(denied);
  });

  test('property: making any answer worse never turns a denial into an approval', () => {
    const answers = fc.record({
      orthodonticsWithinTwoYears: fc.boolean(),
      dentistLastTwoYears: fc.boolean(),
      hasCongenitalDentalDefect: fc.boolean(),
      extracted4OrMoreTeeth: fc.boolean(),
      numberOfMissingTeeth: fc.nat({ max: 32 }),
      expectsToHaveOneOfFollowingTreatments: fc.subarray(['fillings', 'crowns', 'bridges', 'implants', 'dentures', 'gum-treatment']),
      doesNotExpectTreatment: fc.boolean(),
    });
    fc.assert(
      fc.property(answers, fc.nat({ max: 5 }), (given, extraMissing) => {
        fc.pre(isDentalMedicalSelectionDenied(given));
        expect(isDentalMedicalSelectionDenied({ ...given, numberOfMissingTeeth: given.numberOfMissingTeeth + extraMissing })).toBe(true);
        expect(isDentalMedicalSelectionDenied({ ...given, orthodonticsWithinTwoYears: true })).toBe(true);
        expect(isDentalMedicalSelectionDenied({ ...given, dentistLastTwoYears: false })).toBe(true);
      }),
    );
  });
});

describe('medical selection flow in edit policy', () => {
  // "if any is denied, show the denial overlay (name, birth date) and revalidate to the previous value;
  //  else if none has a medical selection dated today, show the medical-selection overlay with old and
  //  new values; otherwise proceed."
  const denied = { hasDeniedMedicalSelection: true, medicalSelectionDateIsToday: false, isApproved: false };
  const today = { hasDeniedMedicalSelection: false, medicalSelectionDateIsToday: true, isApproved: true };
  const earlier = { hasDeniedMedicalSelection: false, medicalSelectionDateIsToday: false, isApproved: true };
  test.for([
    { name: 'no records', records: [], step: 'proceed' },
    { name: 'a denial', records: [denied], step: 'denial-overlay' },
    { name: 'a denial next to one of today', records: [today, denied], step: 'denial-overlay' },
    { name: 'only earlier selections', records: [earlier], step: 'medical-selection-overlay' },
    { name: 'one dated today', records: [earlier, today], step: 'proceed' },
  ])('$name: $step', ({ records, step }) => {
    expect(medicalSelectionStep(records)).toBe(step);
  });

  // "If approved the overlay closes; otherwise the rejected overlay shows"
  test.for([
    { isApproved: true, outcome: 'close-overlay' },
    { isApproved: false, outcome: 'rejected-overlay' },
  ])('approved $isApproved: $outcome', ({ isApproved, outcome }) => {
    expect(medicalSelectionSubmitOutcome(isApproved)).toBe(outcome);
  });

  // "A denied person may only choose a dental package without medical selection; a previous denial blocks re-applying."
  test.for([
    { name: 'not denied, with selection', hasMedicalSelection: true, denied: false, may: true },
    { name: 'denied, with selection', hasMedicalSelection: true, denied: true, may: false },
    { name: 'denied, without selection', hasMedicalSelection: false, denied: true, may: true },
  ])('$name: may choose $may', ({ hasMedicalSelection, denied: hasDeniedMedicalSelection, may }) => {
    expect(mayChooseCardWithMedicalSelection({ hasMedicalSelection }, [{ hasDeniedMedicalSelection }])).toBe(may);
  });
});

describe('the step of choosing a card (issue 15)', () => {
  // "when the person has medical-selection records: if any is denied, show the denial overlay …; else if none
  //  has a medical selection dated today, show the medical-selection overlay …; otherwise proceed."
  // A card without medical selection never asks; without any record nothing is dated today.
  const denied = { hasDeniedMedicalSelection: true, medicalSelectionDateIsToday: true, isApproved: false };
  const today = { hasDeniedMedicalSelection: false, medicalSelectionDateIsToday: true, isApproved: true };
  const earlier = { hasDeniedMedicalSelection: false, medicalSelectionDateIsToday: false, isApproved: true };
  test.for([
    { name: 'card without selection, denied person', hasMedicalSelection: false, records: [denied], step: 'proceed' },
    { name: 'card with selection, no records', hasMedicalSelection: true, records: [], step: 'medical-selection-overlay' },
    { name: 'card with selection, a denial', hasMedicalSelection: true, records: [denied], step: 'denial-overlay' },
    { name: 'card with selection, approved earlier', hasMedicalSelection: true, records: [earlier], step: 'medical-selection-overlay' },
    { name: 'card with selection, approved today', hasMedicalSelection: true, records: [today], step: 'proceed' },
  ])('$name: $step', ({ hasMedicalSelection, records, step }) => {
    expect(medicalSelectionStepForCard({ hasMedicalSelection }, records)).toBe(step);
  });
});

describe('the dental questionnaire (spec 02 §3 "Dental medical selection")', () => {
  const filled: DentalQuestionnaireAnswers = {
    orthodonticsWithinTwoYears: false,
    dentistLastTwoYears: true,
    hasCongenitalDentalDefect: false,
    congenitalDentalDefectMessage: '',
    extracted4OrMoreTeeth: false,
    numberOfMissingTeeth: '0',
    expectsToHaveOneOfFollowingTreatments: [],
    doesNotExpectTreatment: true,
    acceptedTermsAndConditions: true,
  };
  const errorsOf = (change: Partial<DentalQuestionnaireAnswers>) =>
    Object.fromEntries(Object.entries(dentalQuestionnaireErrors({ ...filled, ...change })).filter(([, error]) => error !== null));
  test.for([
    { name: 'all answered', change: {}, errors: {} },
    { name: 'a question unanswered', change: { dentistLastTwoYears: null }, errors: { dentistLastTwoYears: 'choice-required' } },
    {
      name: 'every yes/no question unanswered',
      change: { orthodonticsWithinTwoYears: null, dentistLastTwoYears: null, hasCongenitalDentalDefect: null, extracted4OrMoreTeeth: null },
      errors: { orthodonticsWithinTwoYears: 'choice-required', dentistLastTwoYears: 'choice-required', hasCongenitalDentalDefect: 'choice-required', extracted4OrMoreTeeth: 'choice-required' },
    },
    { name: 'a defect without its message', change: { hasCongenitalDentalDefect: true }, errors: { congenitalDentalDefectMessage: 'required-field' } },
    { name: 'a defect with its message', change: { hasCongenitalDentalDefect: true, congenitalDentalDefectMessage: 'schisis' }, errors: {} },
    { name: 'missing teeth empty', change: { numberOfMissingTeeth: ' ' }, errors: { numberOfMissingTeeth: 'required-field' } },
    { name: 'missing teeth not a number', change: { numberOfMissingTeeth: '2,5' }, errors: { numberOfMissingTeeth: 'missing-teeth-invalid' } },
    { name: '33 missing teeth', change: { numberOfMissingTeeth: '33' }, errors: { numberOfMissingTeeth: 'missing-teeth-invalid' } },
    { name: '32 missing teeth', change: { numberOfMissingTeeth: '32' }, errors: {} },
    { name: 'no treatment answer at all', change: { doesNotExpectTreatment: false }, errors: { expectsToHaveOneOfFollowingTreatments: 'treatment-required' } },
    { name: 'a treatment and none', change: { expectsToHaveOneOfFollowingTreatments: ['crowns'] }, errors: { expectsToHaveOneOfFollowingTreatments: 'treatment-and-none' } },
    { name: 'an unknown treatment', change: { expectsToHaveOneOfFollowingTreatments: ['whitening'], doesNotExpectTreatment: false }, errors: { expectsToHaveOneOfFollowingTreatments: 'treatment-unknown' } },
    { name: 'terms not accepted', change: { acceptedTermsAndConditions: false }, errors: { acceptedTermsAndConditions: 'terms-not-accepted' } },
  ])('$name', ({ change, errors }) => {
    expect(errorsOf(change)).toEqual(errors);
  });

  test('the answers the outcome rule takes: 5 missing teeth are denied, none approved', () => {
    expect(isDentalMedicalSelectionDenied(dentalAnswersOf(filled))).toBe(false);
    expect(isDentalMedicalSelectionDenied(dentalAnswersOf({ ...filled, numberOfMissingTeeth: '5' }))).toBe(true);
    expect(dentalAnswersOf({ ...filled, expectsToHaveOneOfFollowingTreatments: ['fillings'], doesNotExpectTreatment: false })).toMatchObject({
      expectsToHaveOneOfFollowingTreatments: ['fillings'],
      doesNotExpectTreatment: false,
    });
  });
});
