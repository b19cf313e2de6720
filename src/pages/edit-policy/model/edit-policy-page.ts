import { navigationRequested, routes, routeUrl } from '@/shared/routing';
import { chooseCardWithinMaximum, chosenInsurances, SaveRefusalContract } from '@/widgets/contract-cards';

export { chosenInsurances };
import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { productsCoverageQuery } from '@/entities/coverage';
import { serverBodyOf, serverMessageOf } from '@/shared/api';
import { serverReasonOf } from '@/shared/lib/form';
import { MEDICAL_SELECTION_QUERY, createMedicalSelectionFlow, type MedicalSelectionTarget } from '@/features/dental-medical-selection';
import {
  isPaymentTerm,
  newlyParticipatingCustomerNumbers,
  type ContractCardGroupKey,
  type PaymentTerm,
} from '@portal/domain';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import {
  contractCardsQuery,
  saveContractCardsMutation,
  validateContractQuery,
  type ContractCardGroupView,
  type ContractCardsAnswer,
  type EditPolicyRequest,
  type ValidationAnswer,
} from '../api/contract';
import { agreementMutableQuery, validateDateQuery } from '../api/mutability';
import { withinOffered } from '../lib/offered-cards';
import { coverageProductIds, personsCoverageChanges, type PersonCoverageChanges } from '../lib/coverage-changes';
import { policyChanges, type PersonPolicyChange } from '../lib/policy-changes';

/**
 * One page for two routes on the same cards: editing a year's policy and
 * requesting the offered year's policy ("request the policy for the offered
 * year on the same cards, starting from the current choice or from a reset
 * selection as the last parameter says").
 */
const editRoute = routes['edit-policy-for-year'];
const requestRoute = routes['request-policy-for-year'];
const route = { opened: merge([editRoute.opened, requestRoute.opened]), closed: merge([editRoute.closed, requestRoute.closed]) };

/** 'edit': polis-wijzigen/…; 'request': polis-aanvragen/… */
export const $mode = createStore<'edit' | 'request'>('edit')
  .on(editRoute.opened, () => 'edit')
  .on(requestRoute.opened, () => 'request');

/** The edit-policy request of the address: polis-wijzigen/{selectedYear}/{contractCode}/{agreementId}/{shouldResetSelection}. */
export const $request = createStore<(EditPolicyRequest & { shouldResetSelection: boolean }) | null>(null)
  .on(route.opened, (_, { params }) => ({
    agreementId: params.agreementId,
    year: params.selectedYear,
    contractCode: params.contractCode,
    shouldResetSelection: params.shouldResetSelection,
  }))
  .reset(route.closed);

// issue 32 point 11: "Edit-policy request: agreementId, year, contractCode, product component codes to ignore, newly
// participating customer numbers". The participants of the year come from the agreement details (the answer the
// policy overview or the edit-policy start got just before is taken, else they are asked).
sample({ clock: $request.updates, filter: Boolean, fn: ({ year }) => year, target: agreementDetailsForYearQuery.start });

sample({
  clock: agreementDetailsForYearQuery.finished.success,
  source: $request,
  filter: (request, { params: year }) => request !== null && request.year === year,
  fn: (request, { result }) => {
    const { agreementId, year, contractCode } = request!;
    const participants = result.find((detail) => detail.agreementId === agreementId)?.agreementParticipants ?? [];
    return {
      agreementId,
      year,
      contractCode,
      // the portal offers every package of the catalogue: no screen of the spec leaves one out
      productComponentCodesToIgnore: [],
      newlyParticipatingCustomerNumbers: newlyParticipatingCustomerNumbers(
        participants.map((participant) => ({ customerNumber: participant.customer.customerNumber, startDate: participant.startDate })),
        year,
      ),
    };
  },
  target: contractCardsQuery.start,
});
/** Without the agreement details the cards are asked all the same, with nobody newly participating: the server offers them everything. */
sample({
  clock: agreementDetailsForYearQuery.finished.failure,
  source: $request,
  filter: (request, { params: year }) => request !== null && request.year === year,
  fn: (request) => ({ agreementId: request!.agreementId, year: request!.year, contractCode: request!.contractCode, productComponentCodesToIgnore: [], newlyParticipatingCustomerNumbers: [] }),
  target: contractCardsQuery.start,
});

// issue 15: "AgreementMutable and CancellationServicePeriod/ValidateDate decide what may change"
sample({ clock: $request.updates, filter: Boolean, fn: ({ year }) => year, target: agreementMutableQuery.start });
/** "A change for a policy year always starts on 1 January of that year" (retroactive in January). */
sample({ clock: $request.updates, filter: Boolean, fn: ({ year }) => `${year}-01-01`, target: validateDateQuery.start });

/** False once the server says this contract is not mutable for the year, or the change's start date is outside the service period. */
export const $isMutable = combine(agreementMutableQuery.$data, validateDateQuery.$data, $request, (contracts, isDateValid, request) => {
  const contract = contracts?.find((entry) => entry.agreementId === request?.agreementId);
  return (contract === undefined || contract.isMutable) && isDateValid !== false;
});

export type EditDenial = { kind: 'server'; message: string } | { kind: 'not-mutable' };

/**
 * Why the page is read-only (issue 32 point 11): the server's denial reason
 * as it gave it with the cards (a defaulter reads the payment-deficit text,
 * spec 02 §4 "Edit-policy denial reason"), else, when only AgreementMutable
 * or the service period says no, that changing is not possible now.
 */
export const $denial = combine(contractCardsQuery.$data, $isMutable, (answer, isMutable): EditDenial | null => {
  if (answer?.changeDenied) return { kind: 'server', message: serverReasonOf(answer.changeDenied) };
  return answer && !isMutable ? { kind: 'not-mutable' } : null;
});

/** "current, before-change and original copies exist, with revert and reset": the original is the server's first answer. */
const $original = createStore<ContractCardGroupView[]>([]).reset(route.closed);
/** The choice as the user makes it; answers of the validation replace it (children follow their parent). */
export const $groups = createStore<ContractCardGroupView[]>([]).reset(route.closed);
export const $answer = createStore<ContractCardsAnswer | null>(null).reset(route.closed);
export const $paymentTerm = createStore<PaymentTerm>(1).reset(route.closed);

/** A reset selection: nobody has chosen anything but the no-insurance cards and the mandatory own risk. */
export function resetSelection(groups: readonly ContractCardGroupView[]): ContractCardGroupView[] {
  return groups.map((group) => ({
    ...group,
    cards: group.cards.map((card) => ({
      ...card,
      insuredPersons: card.insuredPersons.map((option) => ({
        ...option,
        isSelected: option.isDisabled ? option.isSelected : card.isNoInsurance || card.productComponentCode === 'OW385',
      })),
    })),
  }));
}

sample({ clock: contractCardsQuery.finished.success, fn: ({ result }) => result, target: $answer });
sample({ clock: contractCardsQuery.finished.success, fn: ({ result }) => result.contractCards, target: $original });
sample({
  clock: contractCardsQuery.finished.success,
  source: $request,
  fn: (request, { result }) => (request?.shouldResetSelection ? resetSelection(result.contractCards) : result.contractCards),
  target: $groups,
});
sample({
  clock: contractCardsQuery.finished.success,
  fn: ({ result }) => (isPaymentTerm(result.paymentTerm) ? result.paymentTerm : 1),
  target: $paymentTerm,
});

const $adults = $answer.map((answer) => (answer?.insuredPersons ?? []).filter((person) => person.isAdult).map((person) => person.customerNumber));

export const cardChosen = createEvent<{ groupKey: ContractCardGroupKey; productComponentCode: string; customerNumber: string }>();
export const paymentTermChosen = createEvent<PaymentTerm>();
export const personReverted = createEvent<string>();
export const allReset = createEvent();

/** "A combination of packages from different package lines is not possible; choosing it resets the other choices". */
export const $packageLineConflict = createStore(false)
  .on(cardChosen, () => false)
  .on(validateContractQuery.finished.success, (shown, { result }) => shown || result.isPackageSelectionConflict)
  .reset([route.closed, allReset, personReverted]);

/** A choice that passed the medical-selection flow (or needed none): it is applied to the cards. */
const choiceApplied = createEvent<{ groupKey: ContractCardGroupKey; productComponentCode: string; customerNumber: string }>();

const toggled = sample({
  clock: choiceApplied,
  source: $groups,
  fn: chooseCardWithinMaximum,
});

/** "maximum number of selectable packages per card group set by the server; maximum selectable message shown when exceeded": the choice is not taken. */
export const $maximumExceeded = createStore<{ groupKey: ContractCardGroupKey; maximum: number } | null>(null)
  .on(cardChosen, () => null)
  .reset([route.closed, allReset, personReverted]);
sample({
  clock: toggled,
  filter: ({ exceeded }) => exceeded !== null,
  fn: ({ exceeded }) => exceeded,
  target: $maximumExceeded,
});

const chosen = sample({ clock: toggled, filter: ({ exceeded }) => exceeded === null });
sample({ clock: chosen, fn: ({ groups }) => groups as unknown as ContractCardGroupView[], target: $groups });
sample({ clock: chosen, filter: ({ isPackageSelectionConflict }) => isPackageSelectionConflict, fn: () => true, target: $packageLineConflict });

sample({ clock: paymentTermChosen, target: $paymentTerm });

/** "Revert a person's choice": their options as the server first gave them. */
sample({
  clock: personReverted,
  source: { groups: $groups, original: $original },
  fn: ({ groups, original }, customerNumber) =>
    groups.map((group, groupIndex) => ({
      ...group,
      cards: group.cards.map((card, cardIndex) => ({
        ...card,
        insuredPersons: card.insuredPersons.map((option) =>
          option.customerNumber === customerNumber ? (original[groupIndex]?.cards[cardIndex]?.insuredPersons.find((entry) => entry.customerNumber === customerNumber) ?? option) : option,
        ),
      })),
    })),
  target: $groups,
});

/** "reset all": everyone's options as the server first gave them, the payment term too. */
sample({ clock: allReset, source: $original, target: $groups });
sample({ clock: allReset, source: $answer, filter: Boolean, fn: (answer) => (isPaymentTerm(answer.paymentTerm) ? answer.paymentTerm : 1), target: $paymentTerm });

const $validationRequest = combine($request, $groups, $paymentTerm, $adults, (request, groups, paymentTerm, adults) =>
  request && groups.length > 0
    ? { agreementId: request.agreementId, year: request.year, contractCode: request.contractCode, selectedPaymentTerm: paymentTerm, chosenInsurances: chosenInsurances(groups, adults) }
    : null,
);


// ---- the medical selection flow (issue 15, spec 02 §4 "Medical selection flow in edit policy"): the feature's flow ----

/** the persons' medical-selection records and the overlays of a card with medical selection */
export const medicalSelectionFlow = createMedicalSelectionFlow({
  chosen: cardChosen,
  $groups,
  $currentGroups: $original,
  $context: $request,
  targetOf: (request, choice): MedicalSelectionTarget => ({
    agreementId: request.agreementId,
    year: request.year,
    contractCode: request.contractCode,
    customerNumber: choice.customerNumber,
    productComponentCode: choice.productComponentCode,
  }),
  recordsLoaded: contractCardsQuery.finished.success.map(({ result }) =>
    Object.fromEntries(result.insuredPersons.map((person) => [person.customerNumber, person.medicalSelection])),
  ),
  reset: route.closed,
});
sample({ clock: medicalSelectionFlow.applied, target: choiceApplied });
export const $medicalSelections = medicalSelectionFlow.$records;
export const $denialOverlay = medicalSelectionFlow.$denialOverlay;
export const $medicalSelectionOverlay = medicalSelectionFlow.$questionnaireOverlay;
export const $rejectedOverlay = medicalSelectionFlow.$rejectedOverlay;
export const denialClosed = medicalSelectionFlow.denialClosed;
export const rejectedClosed = medicalSelectionFlow.rejectedClosed;
export const medicalSelectionCancelled = medicalSelectionFlow.cancelled;

/** "Cancelling the overlay revalidates the old value", as do the denial and the rejection. */
sample({ clock: medicalSelectionFlow.revalidated, source: $validationRequest, filter: Boolean, target: validateContractQuery.start });

type CardChoice = { groupKey: ContractCardGroupKey; productComponentCode: string; customerNumber: string };

/** Back from medische-selectie (`?pakket=…&verzekerde=…`): the package is chosen for the person as the user would choose it. */
sample({
  clock: contractCardsQuery.finished.success,
  source: editRoute.$query,
  filter: (query) => Boolean(query[MEDICAL_SELECTION_QUERY.package] && query[MEDICAL_SELECTION_QUERY.person]),
  fn: (query): CardChoice => ({
    groupKey: 'dental',
    productComponentCode: query[MEDICAL_SELECTION_QUERY.package]!,
    customerNumber: query[MEDICAL_SELECTION_QUERY.person]!,
  }),
  target: cardChosen,
});
// ---- end of the medical selection flow ----

/** "Each choice re-validates through POST Contract/validate": on load, on every choice, term, revert and reset. */
sample({
  clock: [contractCardsQuery.finished.success, chosen, paymentTermChosen, personReverted, allReset],
  source: $validationRequest,
  filter: Boolean,
  target: validateContractQuery.start,
});

/** The latest validation's answer: cards (children follow their parents) and the premium before and after. */
export const $validation = createStore<ValidationAnswer | null>(null)
  .on(validateContractQuery.finished.success, (_, { result }) => result)
  .reset(route.closed);
sample({ clock: validateContractQuery.finished.success, source: $original, fn: (offered, { result }) => withinOffered(result.contractCards, offered), target: $groups });

export const $isValidating = validateContractQuery.$pending;

// issue 34 point 4: beside the premium, what a swapped package changes in coverage per person. The catalogue of
// every card on the screen is asked once, for the year edited, so each swap shows its difference without a call.
sample({
  clock: contractCardsQuery.finished.success,
  source: $request,
  filter: (request, { result }) => request !== null && coverageProductIds(result.contractCards).length > 0,
  fn: (request, { result }) => ({ year: request!.year, productIds: coverageProductIds(result.contractCards) }),
  target: productsCoverageQuery.start,
});

/** Per person the care types whose cover changes with the choice as it stands; null until the catalogue is in. */
export const $coverageChanges = combine(
  productsCoverageQuery.$data,
  $original,
  $groups,
  $answer,
  (catalogue, original, groups, answer): PersonCoverageChanges[] | null =>
    catalogue && answer ? personsCoverageChanges({ catalogue, original, groups, persons: answer.insuredPersons }) : null,
);
export const $coverageChangesFailed = productsCoverageQuery.$failed;

/** Changes exist: the choice or the term differs from what the server first gave. */
export const $isChanged = combine($groups, $original, $paymentTerm, $answer, (groups, original, term, answer) =>
  JSON.stringify(chosenInsurances(groups, answer?.insuredPersons.map((person) => person.customerNumber) ?? [])) !==
    JSON.stringify(chosenInsurances(original, answer?.insuredPersons.map((person) => person.customerNumber) ?? [])) || term !== answer?.paymentTerm,
);

// saving: a confirmation with the premium, then POST Contract/SaveContractCards
export const saveRequested = createEvent();
export const saveCancelled = createEvent();
export const saveConfirmed = createEvent();
const $isSaveAsked = createStore(false)
  .on(saveRequested, () => true)
  .on([saveCancelled, saveConfirmed], () => false)
  .reset(route.closed);
/**
 * The confirmation names the new premium, so it opens once the latest choice's validation has answered: a save
 * asked right after a choice would otherwise show the premium of the choice before it.
 */
export const $isConfirmingSave = combine($isSaveAsked, $isValidating, (isAsked, isValidating) => isAsked && !isValidating);

sample({ clock: saveConfirmed, source: $validationRequest, filter: Boolean, target: saveContractCardsMutation.start });

export const $isSaving = saveContractCardsMutation.$pending;

export type SaveFailure = { kind: 'missing-packages'; packageTypes: string[] } | { kind: 'refused'; message: string } | { kind: 'error' };

/** "a failure that returns package types lists them as missing required packages and shows the unselected-required-packages notice" */
export const $saveFailure = createStore<SaveFailure | null>(null)
  .on(saveRequested, () => null)
  .reset(route.closed);
sample({
  clock: saveContractCardsMutation.finished.failure,
  fn: ({ error }): SaveFailure => {
    // issue 32 point 11: the package types the server returned, not the last validation's guess
    const missing = SaveRefusalContract.safeParse(serverBodyOf(error));
    if (missing.success) return { kind: 'missing-packages', packageTypes: missing.data.packageTypes };
    const message = serverMessageOf(error);
    return message ? { kind: 'refused', message: serverReasonOf(message) } : { kind: 'error' };
  },
  target: $saveFailure,
});

export const $isSaved = createStore(false)
  .on(saveContractCardsMutation.finished.success, () => true)
  .reset(route.closed);

/** What the saved change changed (issue 33 point 7): per person the packages before and after, and the payment term. */
export interface SavedChanges {
  persons: PersonPolicyChange[];
  /** null: the term stayed */
  paymentTerm: { before: PaymentTerm; after: PaymentTerm } | null;
}
export const $savedChanges = createStore<SavedChanges | null>(null).reset(route.closed);
sample({
  clock: saveContractCardsMutation.finished.success,
  source: { original: $original, groups: $groups, answer: $answer, term: $paymentTerm },
  fn: ({ original, groups, answer, term }): SavedChanges => {
    const before = answer && isPaymentTerm(answer.paymentTerm) ? answer.paymentTerm : term;
    return {
      persons: policyChanges(original, groups, answer?.insuredPersons.map((person) => person.customerNumber) ?? []),
      paymentTerm: before === term ? null : { before, after: term },
    };
  },
  target: $savedChanges,
});

// cancelling: a confirmation when something changed, then back to the overview of the year
export const cancelRequested = createEvent();
export const cancelDismissed = createEvent();
export const cancelConfirmed = createEvent();
export const successClosed = createEvent();
export const $isConfirmingCancel = createStore(false)
  .on(cancelRequested, () => true)
  .on([cancelDismissed, cancelConfirmed], () => false)
  .reset(route.closed);

const leave = sample({ clock: [cancelConfirmed, successClosed], source: $request, filter: Boolean });
sample({ clock: leave, fn: (request) => ({ to: routeUrl('policy-overview', undefined, { jaar: String(request.year) }) }), target: navigationRequested });
sample({ clock: route.closed, target: [contractCardsQuery.reset, productsCoverageQuery.reset, validateContractQuery.reset, saveContractCardsMutation.reset, agreementMutableQuery.reset, validateDateQuery.reset] });
