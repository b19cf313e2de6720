import { customersWithActiveInsuranceCardQuery, type CustomerWithPolicies } from '@/entities/customer';
import { insuranceCardsQuery } from '@/entities/insurance-card';
import { createForm, createFormSubmission, serverRefusalOf } from '@/shared/lib/form';
import { routes, routeUrl } from '@/shared/routing';
import { insuranceCardRequestError, insuranceCardRequestOutcome, type InsuranceCardRequestOutcome } from '@portal/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { requestInsuranceCardMutation } from '../api/request-card';

const route = routes['insurance-card'];

/** A person whose card is drawn, by name, for the request's choice and its answer. */
export interface CardHolder {
  customerNumber: string;
  policyNumber: string;
  name: string;
}

const nameOf = (person: CustomerWithPolicies) => [person.initials, person.prefix, person.lastName].filter(Boolean).join(' ');

/**
 * The card holders: the persons "GET Customer/getAllCustomersWithActiveInsuranceCard" (spec 02 §7) names, each
 * with the number of their running policy (the number on the card, and in the request's answer).
 */
export const $holders = customersWithActiveInsuranceCardQuery.$data.map((persons): CardHolder[] =>
  (persons ?? []).flatMap((person) => {
    const policy = person.policies[0];
    return policy ? [{ customerNumber: person.customerNumber, policyNumber: policy.policyNumber, name: nameOf(person) }] : [];
  }),
);

/** The digital cards (spec 02 §3 "Digital card info") of those persons, in their order. */
export const $cards = combine(insuranceCardsQuery.$data, $holders, (cards, holders) =>
  holders.flatMap((holder) => (cards ?? []).filter((card) => card.customerNumber === holder.customerNumber)),
);

/** Both answers are needed to draw a card with its holder's name. */
export const $cardsStatus = combine(insuranceCardsQuery.$status, customersWithActiveInsuranceCardQuery.$status, (cards, holders) =>
  cards === 'fail' || holders === 'fail' ? 'fail' : cards === 'done' && holders === 'done' ? 'done' : 'pending',
);

sample({ clock: route.opened, fn: () => undefined, target: [insuranceCardsQuery.refresh, customersWithActiveInsuranceCardQuery.refresh] });

/** The physical-card request: for whom (at least one, none twice; the domain's rule, the server's too). */
export const requestForm = createForm({
  initial: { customerNumbers: [] as string[] },
  validate: ({ customerNumbers }) => {
    const error = insuranceCardRequestError(customerNumbers);
    return error ? { customerNumbers: `pages.insuranceCard.errors.${error}` } : {};
  },
  resetOn: [route.closed],
});

export const submission = createFormSubmission({
  form: requestForm,
  mutation: requestInsuranceCardMutation,
  toParams: ({ customerNumbers }) => customerNumbers,
  // the answer is told on the page, in its own words (accepted, partially accepted, denied)
  savedNotice: null,
  errorSavingKey: 'pages.insuranceCard.errorSaving',
  refusalOf: serverRefusalOf,
});

/** The answer to the last request: its outcome, who gets a card and who not, and when it arrives. */
export interface RequestAnswer {
  outcome: InsuranceCardRequestOutcome;
  accepted: string[];
  denied: string[];
  /** yyyy-MM-dd */
  expectedDeliveryDate: string | null;
  /** per card sent, the request's reference on Mijn aanvragen (when the API gives it) */
  references: { name: string; requestId: string }[];
}

export const $answer = createStore<RequestAnswer | null>(null)
  .reset([route.closed, requestForm.validSubmitted]);

sample({
  clock: submission.saved,
  source: $holders,
  fn: (holders, { result }): RequestAnswer => {
    const namesOf = (numbers: readonly string[]) =>
      numbers.map((number) => holders.find((holder) => holder.policyNumber === number)?.name ?? number);
    return {
      outcome: insuranceCardRequestOutcome(result),
      accepted: namesOf(result.acceptedAgreementNumbers),
      denied: namesOf(result.deniedAgreementNumbers),
      expectedDeliveryDate: result.expectedDeliveryDate,
      references: (result.requestReferences ?? []).map(({ agreementNumber, requestId }) => ({ name: namesOf([agreementNumber])[0] ?? agreementNumber, requestId })),
    };
  },
  target: $answer,
});
sample({ clock: submission.saved, target: requestForm.reset });

/** mijn-aanvragen?aanvraag={id}: the list marks the request just sent (the first person's, when several get a card). */
export const $myRequestsUrl = $answer.map((answer) => {
  const [first] = answer?.references ?? [];
  return routeUrl('my-requests', undefined, first ? { aanvraag: first.requestId } : {});
});

/** A card on its way ends in the success popup (issue 33 point 7); a denial stays on the page, beside the form. */
export const receiptClosed = createEvent();
export const $isReceiptOpen = createStore(false)
  .on($answer.updates, (_, answer) => answer !== null && answer.outcome !== 'denied')
  .on(receiptClosed, () => false)
  .reset(route.closed);

export const $isSaving = submission.$isSaving;
export const $form = combine({ values: requestForm.$values, errors: requestForm.$shownErrors, summary: requestForm.$summary, attempt: requestForm.$attempt });
