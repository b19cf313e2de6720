import { $user } from '@/entities/session';
import { serverMessageOf, statusOf } from '@/shared/api';
import { createForm, createFormSubmission, serverReasonOf, serverRefusalOf, validationErrors, type FormRefusal } from '@/shared/lib/form';
import { readClockFx } from '@/shared/lib/clock';
import { dentalAnswersOf, dentalQuestionnaireErrors, type DentalQuestionnaireAnswers, type DentalQuestionnaireError } from '@portal/domain';
import { formatISO } from 'date-fns';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import {
  saveMedicalSelectionMutation,
  type DentalMedicalSelection,
  type MedicalSelectionAnswer,
  type MedicalSelectionRequest,
  type MedicalSelectionTarget,
} from '../api/medical-selection';

/**
 * The address of polis-wijzigen and medische-selectie between them: the
 * package with medical selection and the person it is for.
 */
export const MEDICAL_SELECTION_QUERY = { package: 'pakket', person: 'verzekerde' } as const;

const EMPTY: DentalQuestionnaireAnswers = {
  orthodonticsWithinTwoYears: null,
  dentistLastTwoYears: null,
  hasCongenitalDentalDefect: null,
  congenitalDentalDefectMessage: '',
  extracted4OrMoreTeeth: null,
  numberOfMissingTeeth: '',
  expectsToHaveOneOfFollowingTreatments: [],
  doesNotExpectTreatment: false,
  acceptedTermsAndConditions: false,
};

/** Opens the questionnaire afresh for a person and a dental package with medical selection. */
export const questionnaireOpened = createEvent<MedicalSelectionTarget>();
export const questionnaireClosed = createEvent();

export const $target = createStore<MedicalSelectionTarget | null>(null)
  .on(questionnaireOpened, (_, target) => target)
  .reset(questionnaireClosed);

/** Whether the questionnaire is about the user: then its questions say "u", else they name the person. */
export const $isAboutUser = combine($target, $user, (target, user) => target !== null && user !== null && target.customerNumber === user.customerNumber);

/** "accepting the terms with the date": the day the questionnaire was opened. */
const readTodayFx = attach({ effect: readClockFx });
sample({ clock: questionnaireOpened, target: readTodayFx });
export const $acceptanceDate = createStore('').on(readTodayFx.doneData, (_, today) => formatISO(today, { representation: 'date' }));

/**
 * A missing answer is the forms kit's ("Verwacht Sanne …? Maak een keuze.", "Vul dit in: Hoeveel …"): it quotes the
 * question, which names the person the questionnaire is about; the other rules have their own text.
 */
const errorKey = (error: DentalQuestionnaireError | null) =>
  error === null || error === 'choice-required' || error === 'required-field' ? error : `features.dentalMedicalSelection.errors.${error}`;

/** The dental questionnaire with the domain's rules (spec 02 §3 "Dental medical selection"). */
export const questionnaireForm = createForm<DentalQuestionnaireAnswers>({
  initial: EMPTY,
  validate: (values) => {
    const errors = dentalQuestionnaireErrors(values);
    return validationErrors({
      orthodonticsWithinTwoYears: errorKey(errors.orthodonticsWithinTwoYears),
      dentistLastTwoYears: errorKey(errors.dentistLastTwoYears),
      hasCongenitalDentalDefect: errorKey(errors.hasCongenitalDentalDefect),
      congenitalDentalDefectMessage: errorKey(errors.congenitalDentalDefectMessage),
      extracted4OrMoreTeeth: errorKey(errors.extracted4OrMoreTeeth),
      numberOfMissingTeeth: errorKey(errors.numberOfMissingTeeth),
      expectsToHaveOneOfFollowingTreatments: errorKey(errors.expectsToHaveOneOfFollowingTreatments),
      acceptedTermsAndConditions: errorKey(errors.acceptedTermsAndConditions),
    });
  },
  resetOn: [questionnaireOpened, questionnaireClosed],
});

/** A treatment ticked takes away "none"; "none" takes away the treatments (the no-treatment flag of the spec). */
export const treatmentsChosen = createEvent<string[]>();
export const NO_TREATMENT = 'none';
sample({
  clock: treatmentsChosen,
  source: questionnaireForm.$values,
  fn: (values, chosen): Partial<DentalQuestionnaireAnswers> => {
    const noneNow = chosen.includes(NO_TREATMENT) && !values.doesNotExpectTreatment;
    if (noneNow) return { doesNotExpectTreatment: true, expectsToHaveOneOfFollowingTreatments: [] };
    const treatments = chosen.filter((entry) => entry !== NO_TREATMENT);
    return { doesNotExpectTreatment: treatments.length === 0 && chosen.includes(NO_TREATMENT), expectsToHaveOneOfFollowingTreatments: treatments };
  },
  target: questionnaireForm.filled,
});

const $context = createStore<{ target: MedicalSelectionTarget | null; acceptanceDate: string }>({ target: null, acceptanceDate: '' })
  .on($target.updates, (context, target) => ({ ...context, target }))
  .on($acceptanceDate.updates, (context, acceptanceDate) => ({ ...context, acceptanceDate }));

/** The rules the server names at the end of a refusal (`… (payment-deficit)`) that have words of their own here. */
const NAMED_RULES = ['hasDeniedMedicalSelection', 'payment-deficit', 'ended-policy', 'not-yet-possible'] as const;
const NAMED_RULE = /\(([A-Za-z-]+)\)\.?$/;

/**
 * The server's refusal of the questionnaire (400 with a message: a denial
 * recorded meanwhile, a change no longer possible, a package without medical
 * selection) instead of the generic error-saving notice: a field or rule the
 * kit knows, or a rule the server names that has its own Dutch text here, in
 * the user's words; any other reason in the server's own.
 */
export function questionnaireRefusalOf(error: unknown): FormRefusal | null {
  const known = serverRefusalOf(error);
  if (known) return known;
  const message = serverMessageOf(error);
  if (statusOf(error) !== 400 || !message) return null;
  const rule = NAMED_RULE.exec(message.trim())?.[1];
  const named = NAMED_RULES.find((entry) => entry === rule);
  return { message: named ? `features.dentalMedicalSelection.refusals.${named}` : { key: 'features.dentalMedicalSelection.refused', values: { reason: serverReasonOf(message) } } };
}

export const questionnaireSubmission = createFormSubmission({
  form: questionnaireForm,
  mutation: saveMedicalSelectionMutation,
  source: $context,
  canSend: ({ target }) => target !== null,
  toParams: (values, { target, acceptanceDate }): MedicalSelectionRequest => ({
    target: target as MedicalSelectionTarget,
    medicalSelection: {
      ...dentalAnswersOf(values),
      congenitalDentalDefectMessage: values.hasCongenitalDentalDefect ? values.congenitalDentalDefectMessage.trim() : '',
      acceptedTermsAndConditions: values.acceptedTermsAndConditions,
      acceptanceDate,
    },
  }),
  savedNotice: null,
  errorSavingKey: 'features.dentalMedicalSelection.errorSaving',
  refusalOf: questionnaireRefusalOf,
});

export const $isSending = questionnaireSubmission.$isSaving;

/** The domain's outcome as the server decided it, with whom it was for (and the answers it judged: issue 15, h-newins). */
export const decided = questionnaireSubmission.saved.map(
  ({ params, result }): { target: MedicalSelectionTarget; answer: MedicalSelectionAnswer; medicalSelection: DentalMedicalSelection } => ({
    target: params.target,
    answer: result,
    medicalSelection: params.medicalSelection,
  }),
);
