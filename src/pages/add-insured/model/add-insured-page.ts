import { agreementDetailsForYearQuery, type AgreementDetail } from '@/entities/agreement';
import { fullNameOf } from '@/entities/customer';
import { createMedicalSelectionFlow, type DentalMedicalSelection, type MedicalSelectionTarget } from '@/features/dental-medical-selection';
import { offeredYearQuery, offeredYearWanted } from '@/entities/offered-year';
import { serverBodyOf, serverMessageOf, statusOf } from '@/shared/api';
import { readClockFx } from '@/shared/lib/clock';
import { formatFieldDate } from '@/shared/lib/format';
import { createForm, createLeaveGuard, createWizard, serverReasonOf, type FormErrors, type FormRefusal } from '@/shared/lib/form';
import { navigationRequested, routes, routeUrl } from '@/shared/routing';
import { chooseCardWithinMaximum, chosenInsurances, SaveRefusalContract, type ContractCardGroupView, type ContractCardsAnswer, type ValidationAnswer } from '@/widgets/contract-cards';
import {
  ADD_INSURED_AGREEMENT_QUERY_KEY,
  addInsuredAgreement,
  addInsuredBlockReason,
  effectiveStartDate,
  choosableCardOptions,
  fixedPackages,
  formatSubmittedDate,
  isContractCardShown,
  isBornRecently,
  isCustomerRoleCode,
  isStartDatePickable,
  mayAddPartner,
  parseCalendarDate,
  proposedStartDate,
  withRoleChosen,
  validateAddInsuredForms,
  type ContractCardGroup,
  type AddInsuredAgreement,
  type ContractCardGroupKey,
  type CustomerRoleCode,
  type NewlyInsuredPersonForm,
  type NewlyInsuredRole,
} from '@portal/domain';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import {
  bsnInUseQuery,
  newlyInsuredCardsQuery,
  saveNewlyInsuredMutation,
  validateNewlyInsuredQuery,
  type NewlyInsuredChoiceRequest,
  type NewlyInsuredPersonPayload,
} from '../api/add-insured';

const route = routes['add-insured'];

/** One person as typed: dates as dd-mm-jjjj (the date field's form); whether it is a newborn follows from the birth date. */
export type PersonValues = Omit<NewlyInsuredPersonForm, 'isBornRecently'>;

let personCount = 0;
/** A new, empty person form, with an id of its own (the key of its cards until the insurer gives a customer number). */
export function emptyPerson(): PersonValues {
  personCount += 1;
  return {
    id: `persoon-${personCount}`,
    initials: '',
    firstName: '',
    prefix: '',
    lastName: '',
    birthNamePrefix: '',
    birthName: '',
    emailAddress: '',
    emailAddressConfirmation: '',
    birthDate: '',
    gender: '',
    role: '',
    socialSecurityNumber: '',
    nationality: 'NL',
    startDate: '',
  };
}

/** A typed date (dd-mm-jjjj) as yyyy-MM-dd; what cannot be read stays as typed (and is refused as such). */
export function isoDateOf(typed: string): string {
  const date = typed.trim() === '' ? null : parseCalendarDate(typed);
  return date ? formatSubmittedDate(date) : typed.trim();
}

/**
 * The spec's newly insured person form as the domain and the server read it:
 * role, isBornRecently (judged today), dates yyyy-MM-dd, the start date as it applies.
 */
export function payloadOf(persons: readonly PersonValues[], today: Date): NewlyInsuredPersonPayload[] {
  const iso = persons.map((person) => {
    const birthDate = isoDateOf(person.birthDate);
    return { ...person, birthDate, startDate: isoDateOf(person.startDate), isBornRecently: isBornRecently(birthDate, today) };
  });
  return iso.map((person) => ({ ...person, startDate: effectiveStartDate(iso, person, today) }));
}

const readTodayFx = attach({ effect: readClockFx });
export const $today = createStore<Date | null>(null, { serialize: 'ignore' })
  .on(readTodayFx.doneData, (_, today) => today)
  .reset(route.closed);

// ---- opening: today, the offer year, this year's agreement ----
sample({ clock: route.opened, target: readTodayFx });
sample({ clock: route.opened, target: offeredYearWanted });
sample({ clock: readTodayFx.doneData, filter: route.$isOpened, fn: (today) => today.getFullYear(), target: agreementDetailsForYearQuery.start });

/** Which of this year's agreements the persons join: the one the address names, the user's only one, or the user chooses. */
const $agreementChoice = combine(agreementDetailsForYearQuery.$data, $today, route.$query, (details, today, query): AddInsuredAgreement<AgreementDetail> | null =>
  today && details ? addInsuredAgreement(details, today.getFullYear(), query[ADD_INSURED_AGREEMENT_QUERY_KEY] ?? null) : null,
);

/** The agreement the persons join (null: none yet, or the user is to choose). */
export const $agreement = $agreementChoice.map((choice) => (choice?.kind === 'one' ? choice.agreement : null));

/** The agreement's number when the user may add to others too, so the screen says which one; else null. */
export const $agreementNumberShown = $agreementChoice.map((choice) => (choice?.kind === 'one' && choice.isOneOfSeveral ? choice.agreement.agreementIdNumber : null));

/** Several agreements the user may add to and none named: each with the address that names it. */
export const $agreementChoices = $agreementChoice.map((choice) =>
  choice?.kind === 'choose'
    ? choice.agreements.map((agreement) => ({ agreement, url: routeUrl('add-insured', undefined, { [ADD_INSURED_AGREEMENT_QUERY_KEY]: agreement.agreementId }) }))
    : [],
);

export type LoadState = 'loading' | 'choose' | 'ready' | 'no-active-policy' | 'payment-deficit' | 'failed';

/**
 * "A popup appears when there is no active policy"; a payment deficit blocks adding as it blocks every change ("Defaulters
 * cannot edit the policy"); the offer year is waited for (a start date in next year needs it) but blocks nothing here.
 */
export const $loadState = combine(
  agreementDetailsForYearQuery.$status,
  offeredYearQuery.$status,
  $agreementChoice,
  (detailsStatus, offeredStatus, choice): LoadState => {
    if (detailsStatus === 'fail') return 'failed';
    if (detailsStatus !== 'done' || (offeredStatus !== 'done' && offeredStatus !== 'fail')) return 'loading';
    if (choice?.kind === 'choose') return 'choose';
    const agreement = choice?.kind === 'one' ? choice.agreement : null;
    return addInsuredBlockReason({ hasActivePolicy: agreement !== null, isDefaulter: agreement?.editPolicyDenialReason === 'payment-deficit' }) ?? 'ready';
  },
);

/** The offer year (null: none offered, or the question failed): "With no offer year, next year's premiums are unknown", so no start in next year. */
const $offerYear = combine(offeredYearQuery.$data, offeredYearQuery.$failed, (year, failed) => (failed ? null : year));

/** The page's own texts for the add-insured rules; the others stay bare rules, which the form reads as the shared validation texts. */
function messageKeyOf(rule: string): string {
  const own = rule.startsWith('start-date') || rule.includes('partner') || rule === 'born-recently-mismatch';
  return own ? `pages.addInsured.errors.${rule}` : rule;
}

const $bsnsInUse = createStore<Record<string, boolean>>({}).reset(route.closed);

/** The roles on the agreement: its insured persons' and those being added (a partner in progress is one already). */
function registeredRolesOf(agreement: AgreementDetail): CustomerRoleCode[] {
  return [...agreement.agreementParticipants.map((participant) => participant.customer.role), ...agreement.newlyInsuredPersonsInProgress.map((person) => person.role)].filter(
    isCustomerRoleCode,
  );
}

/** Every rule of the domain's validateAddInsuredForms, then the server's in-use answer per BSN. */
export const personsForm = createForm({
  initial: { persons: [] as PersonValues[] },
  extra: combine({ today: $today, agreement: $agreement, inUse: $bsnsInUse, offerYear: $offerYear }),
  validate: (values, { today, agreement, inUse, offerYear }): FormErrors => {
    if (!today || !agreement) return {};
    const errors: FormErrors = {};
    const found = validateAddInsuredForms(payloadOf(values.persons, today), {
      today,
      agreementStartDate: agreement.startDate,
      agreementEndDate: agreement.endDate,
      agreementRoles: registeredRolesOf(agreement),
      insuredBsns: [],
      offerYear,
    });
    for (const [path, key] of Object.entries(found)) errors[path] = messageKeyOf(key);
    values.persons.forEach((person, index) => {
      const path = `persons.${index}.socialSecurityNumber`;
      if (errors[path] === undefined && inUse[person.socialSecurityNumber.trim()]) errors[path] = 'bsn-already-registered';
    });
    return errors;
  },
  resetOn: [route.closed],
});

/** The cards' step moves on once the latest choice is validated (the premium shown is the one saved). */
const cardsSubmitted = createEvent();
const cardsStep = {
  submitted: cardsSubmitted,
  validSubmitted: sample({
    clock: cardsSubmitted,
    source: { validation: validateNewlyInsuredQuery.$data, pending: validateNewlyInsuredQuery.$pending },
    filter: ({ validation, pending }) => validation !== null && !pending,
  }),
};

export const wizard = createWizard({
  steps: ['personen', 'dekking', 'controle'] as const,
  forms: { personen: personsForm, dekking: cardsStep },
  route,
});

sample({ clock: route.opened, fn: () => ({ persons: [emptyPerson()] }), target: personsForm.filled });

/** "Switching to co-insured changes all non-partner roles to co-insured"; choosing partner changes that form only. */
export const roleChosen = createEvent<{ index: number; role: NewlyInsuredRole }>();
sample({
  clock: roleChosen,
  source: personsForm.$values,
  fn: ({ persons }, { index, role }) => ({ field: 'persons' as const, value: withRoleChosen(persons, index, role) }),
  target: personsForm.fieldChanged,
});

/**
 * "Newborns older than 4 months get start date today": a child's birth date typed past the 4-month period, and
 * an empty start date gets today (it may be picked later, never earlier); a start date typed already stays.
 */
sample({
  clock: personsForm.itemChanged,
  source: { values: personsForm.$values, today: $today },
  filter: ({ values, today }, { index, changes }) =>
    today !== null &&
    changes.birthDate !== undefined &&
    values.persons[index]?.startDate.trim() === '' &&
    proposedStartDate(isoDateOf(changes.birthDate), today) !== null,
  fn: ({ today }, { index, changes }) => ({
    field: 'persons' as const,
    index,
    changes: { startDate: formatFieldDate(proposedStartDate(isoDateOf(changes.birthDate!), today!)!) },
  }),
  target: personsForm.itemChanged,
});

export const personAdded = createEvent();
export const personRemoved = createEvent<number>();
sample({ clock: personAdded, fn: () => ({ field: 'persons' as const, item: emptyPerson() }), target: personsForm.itemAdded });
sample({ clock: personRemoved, fn: (index) => ({ field: 'persons' as const, index }), target: personsForm.itemRemoved });

/** "Only one partner per agreement and none if one exists": per form, whether it may still be the partner. */
export const $mayBePartner = combine(personsForm.$values, $agreement, ({ persons }, agreement) =>
  persons.map((person, index) =>
    mayAddPartner(
      agreement ? registeredRolesOf(agreement) : [],
      persons.filter((other, at) => at !== index && other.role === 'P').map(() => 'P' as const),
    ) || person.role === 'P',
  ),
);

/** "The start date can be picked unless there is exactly one person and that person is a newborn." */
export const $isStartDatePickable = combine(personsForm.$values, $today, ({ persons }, today) =>
  today ? isStartDatePickable(persons.map((person) => ({ isBornRecently: isBornRecently(isoDateOf(person.birthDate), today) }))) : true,
);

const $payload = combine(personsForm.$values, $today, ({ persons }, today) => (today ? payloadOf(persons, today) : []));

// ---- the persons' step: valid forms, then the server's BSN check, then their cards ----
sample({
  clock: personsForm.validSubmitted,
  source: { agreement: $agreement, payload: $payload },
  filter: ({ agreement }) => agreement !== null,
  fn: ({ agreement, payload }) => ({ agreementId: agreement!.agreementId, socialSecurityNumbers: payload.map((person) => person.socialSecurityNumber.trim()) }),
  target: bsnInUseQuery.start,
});

sample({
  clock: bsnInUseQuery.finished.success,
  source: $bsnsInUse,
  fn: (known, { params, result }) => ({
    ...known,
    ...Object.fromEntries(params.socialSecurityNumbers.map((bsn, index) => [bsn, result[index] === true])),
  }),
  target: $bsnsInUse,
});

/** "Deze BSN heeft u al geregistreerd.": back to the persons, the error at the field. */
const bsnRefused = sample({ clock: bsnInUseQuery.finished.success, filter: ({ result }) => result.some(Boolean) });
sample({ clock: bsnRefused, fn: () => 'personen' as const, target: wizard.stepChosen });
sample({ clock: bsnRefused, target: personsForm.submitted });

sample({
  clock: bsnInUseQuery.finished.success,
  source: { agreement: $agreement, payload: $payload },
  filter: ({ agreement }, { result }) => agreement !== null && !result.some(Boolean),
  fn: ({ agreement, payload }) => ({ agreementId: agreement!.agreementId, newlyInsuredPersons: payload }),
  target: newlyInsuredCardsQuery.start,
});

/**
 * The server applies the same rules, and knows what the portal may not see
 * (a partner with an own account): its refusal names the rule and the field,
 * `… (partner-already-insured; persons.0.isPartner)`, and is shown there.
 */
export function refusalOfServer(message: string | null): FormRefusal {
  const named = message ? /\(([a-z-]+); (persons\.\d+\.[A-Za-z]+)\)\.?$/.exec(message) : null;
  if (!named) return { message: message ? { key: 'forms.serverRefusal', values: { reason: serverReasonOf(message) } } : 'pages.addInsured.cardsFailed' };
  const [, key = '', field] = named;
  return { message: messageKeyOf(key), field };
}

const cardsRefused = sample({
  clock: newlyInsuredCardsQuery.finished.failure,
  filter: ({ error }) => statusOf(error) === 400,
  fn: ({ error }) => refusalOfServer(serverMessageOf(error)),
});
sample({ clock: cardsRefused, fn: () => 'personen' as const, target: wizard.stepChosen });
sample({ clock: cardsRefused, target: personsForm.refused });

// ---- the cards of the newly insured persons ----
export const $answer = createStore<ContractCardsAnswer | null>(null)
  .on(newlyInsuredCardsQuery.finished.success, (_, { result }) => result)
  .reset([route.closed, personsForm.validSubmitted]);
export const $groups = createStore<ContractCardGroupView[]>([])
  .on(newlyInsuredCardsQuery.finished.success, (_, { result }) => result.contractCards)
  .on(validateNewlyInsuredQuery.finished.success, (_, { result }) => result.contractCards)
  .reset([route.closed, personsForm.validSubmitted]);
/** Per person the packages they get without a choice (a child's, from the parent): named instead of shown as disabled cards. */
export const $fixedPackages = $groups.map((groups) => fixedPackages(groups as unknown as ContractCardGroup[]));
/** whether anything is left to choose on the cards step (a newborn alone: nothing, the packages are the parent's) */
export const $hasChoices = $groups.map((groups) =>
  (groups as unknown as ContractCardGroup[]).some((group) =>
    group.cards.some((card) => isContractCardShown(card, group) && choosableCardOptions(card).length > 0),
  ),
);
export const $validation = createStore<ValidationAnswer | null>(null)
  .on(validateNewlyInsuredQuery.finished.success, (_, { result }) => result)
  .reset([route.closed, personsForm.validSubmitted]);
export const $isValidating = validateNewlyInsuredQuery.$pending;
export const $isLoadingCards = combine(bsnInUseQuery.$pending, newlyInsuredCardsQuery.$pending, (checking, loading) => checking || loading);
export const $cardsFailed = newlyInsuredCardsQuery.$failed;

const $adults = $answer.map((answer) => (answer?.insuredPersons ?? []).filter((person) => person.isAdult).map((person) => person.customerNumber));

export const cardChosen = createEvent<{ groupKey: ContractCardGroupKey; productComponentCode: string; customerNumber: string }>();

// ---- issue 15 (h-newins): a package with medical selection (TG3) goes through the feature's flow first ----

/** Whose questionnaire it is: the agreement and year of the cards, and each newcomer's birth date (dental cards only for those 18 or over). */
const $questionnaireContext = combine($answer, $payload, (answer, payload) =>
  answer
    ? {
        agreementId: answer.agreementId,
        year: answer.year,
        contractCode: answer.contractCode,
        birthDates: Object.fromEntries(payload.map((person) => [person.id, person.birthDate])),
      }
    : null,
);

/** "Medical selection flow in edit policy", for newly insured persons: "Submitting the medical selection saves it (for newly insured persons the agreement update is skipped)". */
export const medicalSelectionFlow = createMedicalSelectionFlow({
  chosen: cardChosen,
  $groups,
  $context: $questionnaireContext,
  targetOf: (context, choice): MedicalSelectionTarget => ({
    agreementId: context.agreementId,
    year: context.year,
    contractCode: context.contractCode,
    customerNumber: choice.customerNumber,
    productComponentCode: choice.productComponentCode,
    newlyInsured: { birthDate: context.birthDates[choice.customerNumber] ?? '' },
  }),
  reset: [route.closed, personsForm.validSubmitted],
});

/** The approved answers per newcomer: nothing is stored for them, so they go with the saving of their cards. */
export const $approvedMedicalSelections = createStore<Record<string, DentalMedicalSelection>>({})
  .on(medicalSelectionFlow.approved, (approved, { target, medicalSelection }) => ({ ...approved, [target.customerNumber]: medicalSelection }))
  .reset([route.closed, personsForm.validSubmitted]);

const toggled = sample({
  clock: medicalSelectionFlow.applied,
  source: $groups,
  fn: chooseCardWithinMaximum,
});

export const $maximumExceeded = createStore<{ groupKey: ContractCardGroupKey; maximum: number } | null>(null)
  .on(cardChosen, () => null)
  .reset(route.closed);
sample({
  clock: toggled,
  filter: ({ exceeded }) => exceeded !== null,
  fn: ({ exceeded }) => exceeded,
  target: $maximumExceeded,
});
const chosen = sample({ clock: toggled, filter: ({ exceeded }) => exceeded === null });
sample({ clock: chosen, fn: ({ groups }) => groups as unknown as ContractCardGroupView[], target: $groups });

/** "A combination of packages from different package lines is not possible; choosing it resets the other choices". */
export const $packageLineConflict = createStore(false)
  .on(cardChosen, () => false)
  .on(validateNewlyInsuredQuery.finished.success, (shown, { result }) => shown || result.isPackageSelectionConflict)
  .reset(route.closed);
sample({ clock: chosen, filter: ({ isPackageSelectionConflict }) => isPackageSelectionConflict, fn: () => true, target: $packageLineConflict });

const $choiceRequest = combine(
  { agreement: $agreement, payload: $payload, groups: $groups, adults: $adults, answer: $answer, medicalSelections: $approvedMedicalSelections },
  ({ agreement, payload, groups, adults, answer, medicalSelections }): NewlyInsuredChoiceRequest | null =>
    agreement && answer && groups.length > 0
      ? {
          agreementId: agreement.agreementId,
          contractCode: answer.contractCode,
          newlyInsuredPersons: payload,
          startDate: payload[0]?.startDate ?? '',
          selectedPaymentTerm: answer.paymentTerm,
          chosenInsurances: chosenInsurances(groups, adults),
          medicalSelections,
        }
      : null,
);

/** Each choice re-validates: the premium before and after as the user chooses; the flow's denial, rejection and cancel revalidate the old value. */
sample({
  clock: [newlyInsuredCardsQuery.finished.success, chosen, medicalSelectionFlow.revalidated],
  source: $choiceRequest,
  filter: Boolean,
  target: validateNewlyInsuredQuery.start,
});

// ---- saving, from the summary ----
export const saveClicked = createEvent();
sample({ clock: saveClicked, source: $choiceRequest, filter: Boolean, target: saveNewlyInsuredMutation.start });
export const $isSaving = saveNewlyInsuredMutation.$pending;

export type SaveFailure = { kind: 'missing-packages'; packageTypes: string[] } | { kind: 'refused'; message: string } | { kind: 'error' };
export const $saveFailure = createStore<SaveFailure | null>(null)
  .on(saveClicked, () => null)
  .on(saveNewlyInsuredMutation.finished.failure, (_, { error }): SaveFailure => {
    // "a failure that returns package types lists them as missing required packages" (spec 02 §4), whatever its message
    const missing = SaveRefusalContract.safeParse(serverBodyOf(error));
    if (missing.success) return { kind: 'missing-packages', packageTypes: missing.data.packageTypes };
    const message = serverMessageOf(error);
    return message ? { kind: 'refused', message: serverReasonOf(message) } : { kind: 'error' };
  })
  .reset(route.closed);

export const $isSaved = createStore(false)
  .on(saveNewlyInsuredMutation.finished.success, () => true)
  .reset(route.closed);

/** One person the request was sent for: their name, the reference the save answered, the day their insurance starts. */
export interface AddedPersonReceipt {
  name: string;
  reference: string;
  startDate: string;
}

/**
 * The end of the request, as every request ends (issue 33 point 7): per person their reference, and the way to the
 * request on Mijn aanvragen. The answer names the saved persons in the order they were sent.
 */
export const $receipt = createStore<AddedPersonReceipt[] | null>(null)
  .on(saveNewlyInsuredMutation.finished.success, (_, { params, result }) =>
    result.newlyInsuredPersons.map((saved, index) => {
      const sent = params.newlyInsuredPersons[index];
      return {
        name: sent ? fullNameOf({ firstName: sent.firstName, prefix: sent.prefix || null, lastName: sent.lastName, birthName: null, prefixBirthName: null }) : '',
        reference: saved.id,
        startDate: saved.startDate,
      };
    }),
  )
  .reset(route.closed);

/** mijn-aanvragen?aanvraag={id}: the list marks the request just sent (the first person's, when several were added). */
export const $myRequestsUrl = $receipt.map((persons) => {
  const first = persons?.[0];
  return first ? routeUrl('my-requests', undefined, { aanvraag: first.reference }) : null;
});

export const successClosed = createEvent();
export const blockedClosed = createEvent();
sample({
  clock: [successClosed, wizard.cancelled, blockedClosed],
  fn: () => ({ to: routeUrl('policy-overview') }),
  target: navigationRequested,
});

export const leaveGuard = createLeaveGuard({
  $hasUnsavedAnswers: combine(personsForm.$isDirty, route.$isOpened, $isSaved, $isSaving, (dirty, opened, saved, saving) => opened && dirty && !saved && !saving),
});

sample({ clock: route.closed, target: [bsnInUseQuery.reset, newlyInsuredCardsQuery.reset, validateNewlyInsuredQuery.reset, saveNewlyInsuredMutation.reset] });

export const $personsValues = personsForm.$values;
export const $payloadView = $payload;
