import {
  MEDICAL_SELECTION_QUERY,
  dentalQuestionnaireClosed,
  dentalQuestionnaireOpened,
  medicalSelectionDecided,
  type MedicalSelectionTarget,
} from '@/features/dental-medical-selection';
import { routes, routeUrl } from '@/shared/routing';
import { combine, createEvent, createStore, sample } from 'effector';
import { selectionContextQuery, type SelectionContext, type SelectionRequest } from '../api/persons';

/**
 * `medische-selectie/{selectedYear}/{contractCode}/{agreementId}` (spec 02 §2 "dental medical selection"):
 * the dental questionnaire for an adult on the agreement (`?verzekerde=` names one), the domain's
 * outcome, and a previous denial blocking a new application ("a previous denial blocks re-applying").
 * Approved, the way back to polis-wijzigen chooses the package for the person.
 */
const route = routes['medical-selection'];

export const $request = createStore<SelectionRequest | null>(null)
  .on(route.opened, (_, { params }) => ({ agreementId: params.agreementId, year: params.selectedYear, contractCode: params.contractCode }))
  .reset(route.closed);
sample({ clock: $request.updates, filter: Boolean, target: selectionContextQuery.start });

export const $context = createStore<SelectionContext | null>(null)
  .on(selectionContextQuery.finished.success, (_, { result }) => result)
  .reset(route.closed);

/** "Dental cards … are offered only to those aged 18 or over": the persons who can be asked. */
export const $persons = $context.map((context) => (context?.insuredPersons ?? []).filter((person) => person.isAdult));

/** The dental package with medical selection the questionnaire is for. */
export const $package = $context.map(
  (context) => context?.contractCards.find((group) => group.key === 'dental')?.cards.find((card) => card.hasMedicalSelection) ?? null,
);

export const personChosen = createEvent<string>();
export const $customerNumber = createStore<string | null>(null)
  .on(personChosen, (_, customerNumber) => customerNumber)
  .reset(route.closed);
sample({
  clock: selectionContextQuery.finished.success,
  source: { query: route.$query, persons: $persons },
  fn: ({ query, persons }) => persons.find((person) => person.customerNumber === query[MEDICAL_SELECTION_QUERY.person])?.customerNumber ?? persons[0]?.customerNumber ?? null,
  target: $customerNumber,
});

export const $person = combine($persons, $customerNumber, (persons, customerNumber) => persons.find((person) => person.customerNumber === customerNumber) ?? null);

/** "a previous denial blocks re-applying" */
export const $isBlocked = $person.map((person) => person?.medicalSelection.some((record) => record.hasDeniedMedicalSelection) ?? false);

export const $outcome = createStore<{ isApproved: boolean; customerNumber: string } | null>(null)
  .on(medicalSelectionDecided, (_, { target, answer }) => ({ isApproved: answer.isApproved, customerNumber: target.customerNumber }))
  .reset([route.closed, personChosen]);

const $target = combine($request, $person, $package, $isBlocked, $context, (request, person, dental, isBlocked, context): MedicalSelectionTarget | null =>
  request && person && dental && !isBlocked && context?.changeDenied === null
    ? { ...request, customerNumber: person.customerNumber, productComponentCode: dental.productComponentCode }
    : null,
);

/** The questionnaire opens afresh for the chosen person. */
sample({ clock: $target.updates, filter: Boolean, target: dentalQuestionnaireOpened });
sample({ clock: route.closed, target: [dentalQuestionnaireClosed, selectionContextQuery.reset] });

/** Back to polis-wijzigen; approved, with the package chosen for the person there. */
export const $backUrl = combine($request, $outcome, $package, (request, outcome, dental) => {
  if (!request) return null;
  const params = { selectedYear: request.year, contractCode: request.contractCode, agreementId: request.agreementId, shouldResetSelection: false };
  return outcome?.isApproved && dental
    ? routeUrl('edit-policy-for-year', params, { [MEDICAL_SELECTION_QUERY.package]: dental.productComponentCode, [MEDICAL_SELECTION_QUERY.person]: outcome.customerNumber })
    : routeUrl('edit-policy-for-year', params);
});
