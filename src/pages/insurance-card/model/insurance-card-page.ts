import { insuranceCardsQuery, type InsuranceCard } from '@/entities/insurance-card';
import { createForm, createFormSubmission, serverRefusalOf } from '@/shared/lib/form';
import { routes } from '@/shared/routing';
import { insuranceCardRequestError, insuranceCardRequestOutcome, type InsuranceCardRequestOutcome } from '@portal/domain';
import { combine, createStore, sample } from 'effector';
import { requestInsuranceCardMutation } from '../api/request-card';

const route = routes['insurance-card'];

/** A person whose card is drawn, by name, for the request's choice and its answer. */
export interface CardHolder {
  customerNumber: string;
  policyNumber: string;
  name: string;
}

const nameOf = (card: InsuranceCard) =>
  [card.insuranceCard.initials, card.insuranceCard.prefix, card.insuranceCard.lastName].filter(Boolean).join(' ');

/** The digital cards of the persons the user may see (spec 02 §3 "Digital card info"). */
export const $cards = insuranceCardsQuery.$data.map((cards) => cards ?? []);
export const $cardsStatus = insuranceCardsQuery.$status;
export const $holders = $cards.map((cards): CardHolder[] =>
  cards.map((card) => ({ customerNumber: card.customerNumber, policyNumber: card.insuranceCard.policyNumber, name: nameOf(card) })),
);

sample({ clock: route.opened, fn: () => undefined, target: insuranceCardsQuery.refresh });

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
    };
  },
  target: $answer,
});
sample({ clock: submission.saved, target: requestForm.reset });

export const $isSaving = submission.$isSaving;
export const $form = combine({ values: requestForm.$values, errors: requestForm.$shownErrors, summary: requestForm.$summary, attempt: requestForm.$attempt });
