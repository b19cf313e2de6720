import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type DentalMedicalSelectionAnswers,
  isDentalMedicalSelectionDenied,
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
