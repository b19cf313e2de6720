/**
 * The dental medical selections as records and answers (spec 02 §3 "Dental
 * medical selection"): a person's records, whether a package with medical
 * selection may be saved, and the questionnaire read and judged by the
 * domain's rules. Read by the contract, adding insured persons and the
 * medical-selection route; it reads no policy area.
 */
import {
  dentalAnswersOf,
  dentalQuestionnaireErrors,
  isDentalMedicalSelectionDenied,
  MAXIMUM_MISSING_TEETH,
  type DentalQuestionnaireAnswers,
  type DentalQuestionnaireError,
  type MedicalSelectionRecord,
} from '../../domain/insurance';
import { ValidationError } from '../http/errors';
import { FIELD_MESSAGES } from '../http/validate';
import type { DbState, MedicalSelectionRecordStored } from '../seed';

/** The questionnaire's rules (`dentalQuestionnaireErrors`) in the portal's words, for the 400 that names the question. */
const QUESTIONNAIRE_MESSAGES: Record<DentalQuestionnaireError, string> = {
  'choice-required': 'Maak een keuze.',
  'required-field': 'Deze vraag is niet beantwoord.',
  'missing-teeth-invalid': `Vul een heel getal van 0 tot en met ${MAXIMUM_MISSING_TEETH} in.`,
  'treatment-required': 'Kies een of meer behandelingen, of kies "Nee, geen van deze behandelingen".',
  'treatment-and-none': 'Kies behandelingen of "geen van deze behandelingen", niet allebei.',
  'treatment-unknown': 'Kies alleen behandelingen uit de lijst.',
  'terms-not-accepted': 'Ga akkoord met de voorwaarden om de vragenlijst te versturen.',
};

/** "Medical selection per customer: hasDeniedMedicalSelection, medicalSelectionDateIsToday, isApproved." */
export function medicalSelectionRecordsOf(state: DbState, customerNumber: string, today: string): MedicalSelectionRecord[] {
  return (state.medicalSelections ?? [])
    .filter((record) => record.customerNumber === customerNumber)
    .map((record) => ({ hasDeniedMedicalSelection: !record.isApproved, medicalSelectionDateIsToday: record.date === today, isApproved: record.isApproved }));
}

/** Whether the person has an approved selection for the year and no denial: then a package with medical selection may be saved. */
export function hasApprovedMedicalSelection(state: DbState, customerNumber: string, year: number): boolean {
  const records = (state.medicalSelections ?? []).filter((record) => record.customerNumber === customerNumber);
  return records.every((record) => record.isApproved) && records.some((record) => record.year === year);
}

const YES_NO_FIELDS = ['orthodonticsWithinTwoYears', 'dentistLastTwoYears', 'hasCongenitalDentalDefect', 'extracted4OrMoreTeeth'] as const;

/** Reads the questionnaire of a request ("Dental medical selection" fields) and checks it with the domain's rules. */
export function questionnaireOf(raw: unknown, path: string): MedicalSelectionRecordStored['answers'] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ValidationError(`Het veld '${path}' moet een object zijn.`);
  const body = raw as Record<string, unknown>;
  for (const field of YES_NO_FIELDS) {
    if (typeof body[field] !== 'boolean') throw new ValidationError(`Het veld '${path}.${field}' moet true of false zijn.`);
  }
  if (typeof body['numberOfMissingTeeth'] !== 'number') throw new ValidationError(FIELD_MESSAGES.notNumber(`${path}.numberOfMissingTeeth`));
  const treatments = body['expectsToHaveOneOfFollowingTreatments'];
  if (!Array.isArray(treatments) || treatments.some((entry) => typeof entry !== 'string')) {
    throw new ValidationError(FIELD_MESSAGES.notList(`${path}.expectsToHaveOneOfFollowingTreatments`, 'met behandelingen'));
  }
  const acceptanceDate = body['acceptanceDate'];
  if (typeof acceptanceDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(acceptanceDate)) throw new ValidationError(`Het veld '${path}.acceptanceDate' moet een datum zijn (jjjj-mm-dd).`);
  const message = body['congenitalDentalDefectMessage'];
  const form: DentalQuestionnaireAnswers = {
    orthodonticsWithinTwoYears: body['orthodonticsWithinTwoYears'] as boolean,
    dentistLastTwoYears: body['dentistLastTwoYears'] as boolean,
    hasCongenitalDentalDefect: body['hasCongenitalDentalDefect'] as boolean,
    congenitalDentalDefectMessage: typeof message === 'string' ? message : '',
    extracted4OrMoreTeeth: body['extracted4OrMoreTeeth'] as boolean,
    numberOfMissingTeeth: String(body['numberOfMissingTeeth']),
    expectsToHaveOneOfFollowingTreatments: treatments as string[],
    doesNotExpectTreatment: body['doesNotExpectTreatment'] === true,
    acceptedTermsAndConditions: body['acceptedTermsAndConditions'] === true,
  };
  const failing = Object.entries(dentalQuestionnaireErrors(form)).find(([, error]) => error !== null);
  if (failing?.[1]) throw new ValidationError(`${QUESTIONNAIRE_MESSAGES[failing[1]].replace(/\.$/, '')} (veld '${path}.${failing[0]}'; ${failing[1]}).`);
  return { ...dentalAnswersOf(form), congenitalDentalDefectMessage: form.congenitalDentalDefectMessage.trim(), acceptedTermsAndConditions: true, acceptanceDate };
}

/**
 * Issue 15 (h-newins): a newly insured person's questionnaire as sent with
 * the saving of their cards (nothing was stored when it was judged): its
 * answers when the domain's rule approves them, null when it is absent or
 * denied; a malformed one is a 400.
 */
export function approvedNewcomerSelection(raw: unknown, path: string): MedicalSelectionRecordStored['answers'] | null {
  if (raw === undefined || raw === null) return null;
  const answers = questionnaireOf(raw, path);
  return isDentalMedicalSelectionDenied(answers) ? null : answers;
}
