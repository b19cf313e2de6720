/** "Treatment options: fillings (6+), crowns, bridges, implants, dentures, gum-treatment." */
export const DENTAL_TREATMENT_OPTIONS = ['fillings', 'crowns', 'bridges', 'implants', 'dentures', 'gum-treatment'] as const;
export type DentalTreatmentOption = (typeof DENTAL_TREATMENT_OPTIONS)[number];

/** "4 or more teeth extracted or missing" */
export const DENIED_FROM_MISSING_TEETH = 4;

export interface DentalMedicalSelectionAnswers {
  orthodonticsWithinTwoYears: boolean;
  dentistLastTwoYears: boolean;
  hasCongenitalDentalDefect: boolean;
  extracted4OrMoreTeeth: boolean;
  numberOfMissingTeeth: number;
  expectsToHaveOneOfFollowingTreatments: string[];
  doesNotExpectTreatment: boolean;
}

/**
 * "Dental medical selection outcome: the request is denied if any of:
 * orthodontics expected within two years; no yearly dentist check in the last
 * two years; congenital dental defect; 4 or more teeth extracted or missing;
 * any listed treatment expected (the no-treatment flag is false)." (spec 02 §4)
 */
export function isDentalMedicalSelectionDenied(answers: DentalMedicalSelectionAnswers): boolean {
  const expectsTreatment = !answers.doesNotExpectTreatment && answers.expectsToHaveOneOfFollowingTreatments.length > 0;
  return (
    answers.orthodonticsWithinTwoYears ||
    !answers.dentistLastTwoYears ||
    answers.hasCongenitalDentalDefect ||
    answers.extracted4OrMoreTeeth ||
    answers.numberOfMissingTeeth >= DENIED_FROM_MISSING_TEETH ||
    expectsTreatment
  );
}

/** "Medical selection per customer: hasDeniedMedicalSelection, medicalSelectionDateIsToday, isApproved." */
export interface MedicalSelectionRecord {
  hasDeniedMedicalSelection: boolean;
  medicalSelectionDateIsToday: boolean;
  isApproved: boolean;
}

export type MedicalSelectionStep = 'denial-overlay' | 'medical-selection-overlay' | 'proceed';

/**
 * "Medical selection flow in edit policy: when the person has medical-selection
 * records: if any is denied, show the denial overlay (name, birth date) and
 * revalidate to the previous value; else if none has a medical selection dated
 * today, show the medical-selection overlay with old and new values; otherwise
 * proceed." A person without records proceeds.
 */
export function medicalSelectionStep(records: readonly MedicalSelectionRecord[]): MedicalSelectionStep {
  if (records.length === 0) return 'proceed';
  if (records.some((record) => record.hasDeniedMedicalSelection)) return 'denial-overlay';
  if (!records.some((record) => record.medicalSelectionDateIsToday)) return 'medical-selection-overlay';
  return 'proceed';
}

/**
 * "A denied person may only choose a dental package without medical
 * selection; a previous denial blocks re-applying."
 */
export function mayChooseCardWithMedicalSelection(
  card: { hasMedicalSelection: boolean },
  records: readonly Pick<MedicalSelectionRecord, 'hasDeniedMedicalSelection'>[],
): boolean {
  return !card.hasMedicalSelection || !records.some((record) => record.hasDeniedMedicalSelection);
}

/** "If approved the overlay closes; otherwise the rejected overlay shows ... and the selection is cancelled." */
export function medicalSelectionSubmitOutcome(isApproved: boolean): 'close-overlay' | 'rejected-overlay' {
  return isApproved ? 'close-overlay' : 'rejected-overlay';
}

/**
 * The step a choice of a card takes in the edit flow. Only a card with
 * medical selection asks for one ("Card: … hasMedicalSelection"); for it the
 * flow of `medicalSelectionStep` applies, and a person without any record has
 * none dated today, so they get the medical-selection overlay: without an
 * approved selection a dental package with medical selection cannot be had
 * ("A denied person may only choose a dental package without medical selection").
 */
export function medicalSelectionStepForCard(
  card: { hasMedicalSelection: boolean },
  records: readonly MedicalSelectionRecord[],
): MedicalSelectionStep {
  if (!card.hasMedicalSelection) return 'proceed';
  if (records.length === 0) return 'medical-selection-overlay';
  return medicalSelectionStep(records);
}

/** "numberOfMissingTeeth": a person has at most 32 teeth. */
export const MAXIMUM_MISSING_TEETH = 32;

/**
 * The questionnaire as the user fills it in: a yes/no question is null until
 * answered; the number of missing teeth is what was typed.
 */
export interface DentalQuestionnaireAnswers {
  orthodonticsWithinTwoYears: boolean | null;
  dentistLastTwoYears: boolean | null;
  hasCongenitalDentalDefect: boolean | null;
  congenitalDentalDefectMessage: string;
  extracted4OrMoreTeeth: boolean | null;
  numberOfMissingTeeth: string;
  expectsToHaveOneOfFollowingTreatments: readonly string[];
  doesNotExpectTreatment: boolean;
  acceptedTermsAndConditions: boolean;
}

export type DentalQuestionnaireField = Exclude<keyof DentalQuestionnaireAnswers, 'doesNotExpectTreatment'>;

export type DentalQuestionnaireError =
  | 'choice-required'
  | 'required-field'
  | 'missing-teeth-invalid'
  | 'treatment-required'
  | 'treatment-and-none'
  | 'treatment-unknown'
  | 'terms-not-accepted';

/**
 * The questionnaire's own rules (spec 02 §3 "Dental medical selection"):
 * every question answered (a yes/no question is a choice not made, the others
 * a field not filled in); the congenital defect's message when there is
 * one; the number of missing teeth a whole number from 0 to 32; the
 * expected treatments from the list, or the no-treatment answer, not both;
 * the terms and conditions accepted.
 */
export function dentalQuestionnaireErrors(answers: DentalQuestionnaireAnswers): Record<DentalQuestionnaireField, DentalQuestionnaireError | null> {
  const missing = answers.numberOfMissingTeeth.trim();
  const treatments = answers.expectsToHaveOneOfFollowingTreatments;
  return {
    orthodonticsWithinTwoYears: answers.orthodonticsWithinTwoYears === null ? 'choice-required' : null,
    dentistLastTwoYears: answers.dentistLastTwoYears === null ? 'choice-required' : null,
    hasCongenitalDentalDefect: answers.hasCongenitalDentalDefect === null ? 'choice-required' : null,
    congenitalDentalDefectMessage: answers.hasCongenitalDentalDefect === true && answers.congenitalDentalDefectMessage.trim() === '' ? 'required-field' : null,
    extracted4OrMoreTeeth: answers.extracted4OrMoreTeeth === null ? 'choice-required' : null,
    numberOfMissingTeeth:
      missing === '' ? 'required-field' : !/^\d{1,2}$/.test(missing) || Number(missing) > MAXIMUM_MISSING_TEETH ? 'missing-teeth-invalid' : null,
    expectsToHaveOneOfFollowingTreatments: treatments.some((option) => !(DENTAL_TREATMENT_OPTIONS as readonly string[]).includes(option))
      ? 'treatment-unknown'
      : treatments.length > 0 && answers.doesNotExpectTreatment
        ? 'treatment-and-none'
        : treatments.length === 0 && !answers.doesNotExpectTreatment
          ? 'treatment-required'
          : null,
    acceptedTermsAndConditions: answers.acceptedTermsAndConditions ? null : 'terms-not-accepted',
  };
}

/** The answers of a questionnaire without errors, as the outcome rule and the server take them. */
export function dentalAnswersOf(answers: DentalQuestionnaireAnswers): DentalMedicalSelectionAnswers {
  return {
    orthodonticsWithinTwoYears: answers.orthodonticsWithinTwoYears === true,
    dentistLastTwoYears: answers.dentistLastTwoYears === true,
    hasCongenitalDentalDefect: answers.hasCongenitalDentalDefect === true,
    extracted4OrMoreTeeth: answers.extracted4OrMoreTeeth === true,
    numberOfMissingTeeth: Number(answers.numberOfMissingTeeth.trim() || '0'),
    expectsToHaveOneOfFollowingTreatments: [...answers.expectsToHaveOneOfFollowingTreatments],
    doesNotExpectTreatment: answers.doesNotExpectTreatment,
  };
}
