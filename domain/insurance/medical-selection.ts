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
