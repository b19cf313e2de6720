import { exchangeRatesContentQuery } from '@/entities/content';
import { createInsuredPersonChoice } from '@/entities/customer';
import { hasKnownIbanQuery } from '@/entities/agreement';
import { $permissions, $user } from '@/entities/session';
import { checkReadabilityOf } from '@/features/check-attachments';
import { serverMessageOf, statusOf } from '@/shared/api';
import { $appConfig } from '@/shared/config';
import { createAttachments, markRefusedFiles, namesRefusedFiles } from '@/shared/lib/attachments';
import { readClockFx } from '@/shared/lib/clock';
import { awaitsAnswer } from '@/shared/lib/query-state';
import { createForm, createFormSubmission, createLeaveGuard, createWizard, serverReasonOf, validationErrors, type FormMessage, type FormRefusal } from '@/shared/lib/form';
import { navigationRequested, routeUrl, routes } from '@/shared/routing';
import {
  DECLARATION_DESCRIPTION_MAX_LENGTH,
  DECLARATION_MESSAGES_NL,
  DECLARATION_TEXT_MAX_LENGTH,
  EMPTY_DECLARATION_FORM,
  EMPTY_TRIP,
  MAXIMUM_TRIPS_PER_DECLARATION,
  EURO,
  declarationEuroValue,
  isOwnCarTransport,
  ownCarRideAmount,
  rideKilometres,
  declarationHandledByDate,
  firstTreatmentDateOf,
  referenceRateOn,
  mayRequestTransportFor,
  validateDeclarationDetails,
  unaskedDeclarationFields,
  type DeclarationErrors,
  type DeclarationFormValues,
} from '@portal/domain';
import { and, not } from 'patronum';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { submitDeclarationMutation, type DeclarationSubmission } from '../api/submit-declaration';

const route = routes['submit-healthcare-costs'];

/** the page's own reading of the shared clock: dates count from the day it opened */
const readTodayFx = attach({ effect: readClockFx });
export const $today = createStore<Date | null>(null, { serialize: 'ignore' }).on(readTodayFx.doneData, (_, today) => today).reset(route.closed);

export const person = createInsuredPersonChoice({
  $viewer: $user.map((user) => (user ? { customerNumber: user.customerNumber, role: user.role } : null)),
  $today,
  // a treatment up to three years back, also of someone whose policy has ended since (spec 02 §5)
  insuredFor: 'claims',
  resetOn: [route.closed],
});

export const attachments = createAttachments({ form: 'declaration', isRequired: true, resetOn: [route.closed] });
checkReadabilityOf(attachments);

/** A text over its length says the number in the forms kit's words, which name the field ("Naam van de zorgverlener: Vul maximaal 100 tekens in.") */
const LENGTH_LIMITS: Partial<Record<string, number>> = { 'text-too-long': DECLARATION_TEXT_MAX_LENGTH, 'description-too-long': DECLARATION_DESCRIPTION_MAX_LENGTH };

/** The domain's own message keys live under the page's texts; the validation package's under `validation.` */
const namespaced = (errors: DeclarationErrors): Record<string, FormMessage | null> =>
  Object.fromEntries(
    Object.entries(errors).map(([path, key]): [string, FormMessage | null] => {
      if (key === null) return [path, null];
      const limit = LENGTH_LIMITS[key];
      if (limit !== undefined) return [path, { key: 'forms.refusals.tooLong', values: { max: limit } }];
      return [path, key in DECLARATION_MESSAGES_NL ? `pages.submitHealthcareCosts.errors.${key}` : key];
    }),
  );

/** The whole declaration; each step shows and checks its own part (the kind, the details, the files). */
export const declarationForm = createForm({
  initial: EMPTY_DECLARATION_FORM,
  extra: combine({ today: $today, person: person.$chosenPerson, viewer: $user }),
  validate: (values: DeclarationFormValues, { today, person: chosen, viewer }) => {
    const errors: DeclarationErrors = {};
    if (!chosen) errors['customerNumber'] = 'required-field';
    if (values.kind === '') errors['kind'] = 'kind-required';
    // "Transport claims are only for oneself and persons under 16"; "No permission for transport costs: a message is shown"
    if (values.kind === 'transport' && chosen && viewer && today && !mayRequestTransportFor(chosen, viewer, today)) errors['kind'] = 'transport-not-allowed';
    return validationErrors(namespaced(errors), {
      customerNumber: 'pages.submitHealthcareCosts.errors.person-required',
    });
  },
  resetOn: [route.closed],
});

/**
 * Issue 32: the reference rates of the content host, for the euro value of
 * a bill abroad ("the portal shows the euro estimate while typing"); until
 * they arrive (or when they fail) a foreign amount is left to the server.
 */
export const $exchangeRates = exchangeRatesContentQuery.$data;

/** The details step: the fields of the chosen kind. */
export const detailsForm = createForm({
  initial: {},
  extra: combine({ values: declarationForm.$values, today: $today, rates: $exchangeRates }),
  validate: (_: object, { values, today, rates }) => (today ? validationErrors(namespaced(validateDeclarationDetails(values, today, rates))) : {}),
  unaskedQuestions: (_, { values }) => unaskedDeclarationFields(values),
  resetOn: [route.closed],
});

/** The euro estimate of a bill abroad in another currency: its euros and the rate of the treatment day; null while it cannot be valued. */
export const $euroEstimate = combine(declarationForm.$values, $exchangeRates, (values, rates) => {
  if (values.kind !== 'abroad' || values.currency === EURO || !rates) return null;
  const euros = declarationEuroValue(values, rates);
  const rate = referenceRateOn(rates, values.currency, firstTreatmentDateOf(values));
  return euros === null || rate === null ? null : { euros, rate, currency: values.currency };
});

/** Issue 32: a transport's total, derived from its trips and their extra costs; null while an amount is not valid. */
export const $transportTotal = declarationForm.$values.map((values) => (values.kind === 'transport' ? declarationEuroValue(values, {}) : null));

/** Issue 33: rides by own car need no bill. */
export const $isOwnCarTransport = declarationForm.$values.map((values) => isOwnCarTransport(values));

/** Issue 33: by own car, each ride's kilometres and its amount at the per-km rate, as they are typed (null for other travel). */
export const $ownCarRides = declarationForm.$values.map((values) =>
  isOwnCarTransport(values)
    ? values.trips.map((trip) => ({ kilometres: rideKilometres(trip.distance, trip.direction), amount: ownCarRideAmount(trip.distance, trip.direction) }))
    : null,
);

/** The files step: "at least one file", 20 MB, the readability check's verdicts; one error per file that cannot be sent. */
export const filesForm = createForm({
  initial: {},
  extra: attachments.$errors,
  validate: (_: object, errors) => errors,
  resetOn: [route.closed],
});

export const wizard = createWizard({
  steps: ['soort', 'gegevens', 'bijlagen', 'controle'] as const,
  forms: { soort: declarationForm, gegevens: detailsForm, bijlagen: filesForm },
  route,
});

export const fieldChanged = declarationForm.fieldChanged;
export const tripAdded = createEvent();
export const tripRemoved = createEvent<number>();
export const tripChanged = createEvent<{ index: number; changes: Partial<DeclarationFormValues['trips'][number]> }>();
export const $mayAddTrip = declarationForm.$values.map((values) => values.trips.length < MAXIMUM_TRIPS_PER_DECLARATION);

sample({ clock: tripAdded, filter: $mayAddTrip, fn: () => ({ field: 'trips' as const, item: { ...EMPTY_TRIP } }), target: declarationForm.itemAdded });
sample({ clock: tripRemoved, fn: (index) => ({ field: 'trips' as const, index }), target: declarationForm.itemRemoved });
sample({ clock: tripChanged, fn: ({ index, changes }) => ({ field: 'trips' as const, index, changes }), target: declarationForm.itemChanged });

// ---- opening ----
sample({ clock: route.opened, target: readTodayFx });
sample({ clock: route.opened, fn: () => undefined, target: person.load });
sample({
  clock: route.opened,
  source: $appConfig,
  filter: Boolean,
  fn: (config) => ({ contentBaseUrl: config.contentBaseUrl, cacheGuid: config.cacheGuid }),
  target: exchangeRatesContentQuery.start,
});

// ---- sending, from the summary ----
export const sendClicked = createEvent();
const answersSent = sample({
  clock: sendClicked,
  source: declarationForm.$values,
  filter: and(declarationForm.$isValid, detailsForm.$isValid, filesForm.$isValid, not(attachments.$isChecking)),
});

const refusalOf = (error: unknown): FormRefusal | null => {
  const reason = serverMessageOf(error);
  const status = statusOf(error);
  return reason && (status === 400 || status === 413) ? { message: { key: 'forms.serverRefusal', values: { reason: serverReasonOf(reason) } } } : null;
};

export const submission = createFormSubmission({
  form: declarationForm,
  mutation: submitDeclarationMutation,
  sendOn: answersSent,
  source: combine({ customerNumber: person.$chosenCustomerNumber, files: attachments.$attachments }),
  toParams: (values, { customerNumber, files }): DeclarationSubmission => ({ customerNumber, values, files: files.map((attachment) => attachment.file) }),
  // the success popup says what was sent (spec 02: "Wizards (… declaration …) have … success popups")
  savedNotice: null,
  errorSavingKey: 'pages.submitHealthcareCosts.errorSaving',
  refusalOf,
  shownElsewhere: namesRefusedFiles,
});

// files the server refused, each named (the readability judged again too): marked on their cards, and the files step shows its errors
const refusedFilesMarked = markRefusedFiles({ attachments, mutation: submitDeclarationMutation, filesOf: (params) => params.files });
sample({ clock: refusedFilesMarked, fn: () => 'bijlagen' as const, target: wizard.stepChosen });
sample({ clock: refusedFilesMarked, target: filesForm.submitted });

// a refusal is shown where the answers are: back to the details
sample({ clock: declarationForm.refused, fn: () => 'gegevens' as const, target: wizard.stepChosen });

/** The success popup: the declaration's number, the day it is handled by, and where the payout goes. */
export interface DeclarationReceipt {
  declarationId: string;
  /** yyyy-MM-dd */
  handledBy: string;
  /** the last four characters of the payout's account; null: none known; undefined: the API did not say */
  payoutAccountEnding: string | null | undefined;
  /** where closing the popup leads: the person's care costs of the treatment's year, where it shows In behandeling */
  costsAddress: string;
}
export const receiptClosed = createEvent();
export const $receipt = createStore<DeclarationReceipt | null>(null)
  .on(submission.saved, (_, { params, result }) => ({
    declarationId: result.declarationId,
    handledBy: result.handledBy,
    payoutAccountEnding: result.payoutAccountEnding,
    costsAddress: routeUrl('healthcare-costs', undefined, { jaar: firstTreatmentDateOf(params.values).slice(0, 4), verzekerde: params.customerNumber }),
  }))
  .reset(route.closed);
sample({ clock: receiptClosed, source: $receipt, filter: Boolean, fn: (receipt) => ({ to: receipt.costsAddress }), target: navigationRequested });

// "No IBAN known" (spec 02 §8): said before the user starts, where the main insured can add one
sample({
  clock: route.opened,
  source: $permissions,
  filter: (permissions) => permissions.mayReadPaymentDetails,
  fn: () => ({}),
  target: hasKnownIbanQuery.start,
});
export const $isIbanUnknown = combine(route.$isOpened, hasKnownIbanQuery.$data, (isOpened, known) => isOpened && known?.hasKnownIban === false);
const $isIbanLoading = combine($permissions, awaitsAnswer(hasKnownIbanQuery), (permissions, awaits) => permissions.mayReadPaymentDetails && awaits);
/**
 * Who the bill may be for and whether an IBAN is known are still to come: the notice, the steps and the form wait
 * for both and come at once, so that nothing moves under a late one (one person is a line, a family a group).
 */
export const $isLoading = combine(person.$isLoading, $isIbanLoading, (persons, iban) => persons || iban);

sample({ clock: wizard.cancelled, fn: () => ({ to: routeUrl('healthcare-costs') }), target: navigationRequested });

const $hasUnsavedAnswers = combine(declarationForm.$isDirty, attachments.$attachments, route.$isOpened, (isDirty, files, isOpened) => isOpened && (isDirty || files.length > 0));
// sent, the answers stay behind the success popup (its summary unchanged) until the page closes; nothing is unsaved
export const leaveGuard = createLeaveGuard({
  $hasUnsavedAnswers: combine($hasUnsavedAnswers, submission.$isSaving, $receipt, (unsaved, isSaving, receipt) => unsaved && !isSaving && receipt === null),
});

/** "processing within 10 working days": the date shown before sending. */
export const $handledBy = $today.map((today) => (today ? declarationHandledByDate(today) : null));
export const $files = attachments.$attachments;
export const $isSaving = submission.$isSaving;
export const $personsStatus = person.$status;
