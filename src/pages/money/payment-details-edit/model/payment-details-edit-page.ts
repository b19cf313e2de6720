import { agreementDetailsForYearQuery, hasKnownIbanQuery, mostRecentAgreementsQuery, paymentDetailsQuery } from '@/entities/agreement';
import { $user } from '@/entities/session';
import { readClockFx } from '@/shared/lib/clock';
import { createForm, createFormSubmission, serverRefusalOf, validationErrors } from '@/shared/lib/form';
import { navigationRequested, routes, routeUrl } from '@/shared/routing';
import { choosablePaymentMethods, paymentChangeSchedule, paymentTermChangeBlockedReason } from '@portal/domain';
import { attach, combine, createStore, sample } from 'effector';
import { updateIbanMutation, updatePaymentDetailsMutation, updateReimbursementIbanMutation } from '../api/update-payment-details';
import { createIbanChange } from './create-iban-change';
import { termRefusalOf } from './term-refusal';

const route = routes['payment-details-edit'];

export const readTodayFx = attach({ effect: readClockFx });
export const $today = createStore<Date | null>(null, { serialize: 'ignore' })
  .on(readTodayFx.doneData, (_, today) => today)
  .reset(route.closed);

sample({ clock: route.opened, target: readTodayFx });
// the agreement's premium in the year the change applies, for "the premium per term … for each choice": from
// 10 November a change applies on 1 January, at next year's premium
sample({
  clock: readTodayFx.doneData,
  filter: route.$isOpened,
  fn: (today) => paymentChangeSchedule(today).appliesFrom.getFullYear(),
  target: agreementDetailsForYearQuery.start,
});
sample({ clock: route.opened, fn: () => undefined, target: mostRecentAgreementsQuery.start });

/** The agreement of the address, among the user's. */
export const $agreement = combine(route.$params, mostRecentAgreementsQuery.$data, (params, agreements) =>
  agreements?.find((agreement) => agreement.agreementId === params?.['agreementId']) ?? null,
);

sample({
  clock: mostRecentAgreementsQuery.finished.success,
  source: { isOpened: route.$isOpened, agreement: $agreement },
  filter: ({ isOpened, agreement }) => isOpened && agreement !== null,
  fn: ({ agreement }) => ({ agreementId: agreement!.agreementId, contractCode: agreement!.contractCode }),
  target: paymentDetailsQuery.start,
});

// "Direct debit requires a known IBAN (HasKnownIban)": asked for the agreement, and again after a new IBAN is saved
sample({
  clock: mostRecentAgreementsQuery.finished.success,
  source: { isOpened: route.$isOpened, agreement: $agreement },
  filter: ({ isOpened, agreement }) => isOpened && agreement !== null,
  fn: ({ agreement }) => ({ agreementId: agreement!.agreementId }),
  target: hasKnownIbanQuery.start,
});

export const $details = paymentDetailsQuery.$data;

/**
 * HasKnownIban has answered (or failed) since the page opened: which methods are offered (direct debit or not) is
 * known, and the forms come with it, so that the term under the methods does not move when direct debit comes.
 */
const $methodsKnown = createStore(false)
  .on(hasKnownIbanQuery.finished.finally, () => true)
  .reset(route.opened);

/** 'ended': "an ended agreement read-only" (spec 02), so no forms, as the server refuses the change too */
export type EditStatus = 'loading' | 'failed' | 'not-found' | 'ended' | 'ready';
export const $status = combine(
  mostRecentAgreementsQuery.$data,
  $agreement,
  paymentDetailsQuery.$data,
  paymentDetailsQuery.$failed,
  mostRecentAgreementsQuery.$failed,
  $methodsKnown,
  (agreements, agreement, details, detailsFailed, agreementsFailed, methodsKnown): EditStatus => {
    if (agreementsFailed || detailsFailed) return 'failed';
    if (agreements !== null && agreement === null) return 'not-found';
    if (details === null || !methodsKnown) return 'loading';
    return details.hasAgreementEnded ? 'ended' : 'ready';
  },
);

/**
 * "payment term (1, 3, 6, 12 months) showing the premium per term and the
 * discount for each choice": the agreement's monthly net premium in the year the change applies
 * (its totalAmount, the sum of its policies' totalNettoPremiumMonth); null
 * while it is not known, and then no amount is shown.
 */
const $agreementDetails = combine(agreementDetailsForYearQuery.$data, route.$params, (details, params) =>
  details?.find((detail) => detail.agreementId === params?.['agreementId']) ?? null,
);
export const $monthlyPremium = $agreementDetails.map((detail) => detail?.totalAmount ?? null);

/**
 * Persons on the agreement whom the reader does not see (16 or over, an own account): their premium is on the bills
 * but not in totalAmount, so the amounts per term say they leave it out (as polisoverzicht does).
 */
export const $insuredNotShownCount = $agreementDetails.map((detail) => detail?.insuredNotShownCount ?? 0);

/** "only methods the rules allow": direct debit with a known IBAN, as HasKnownIban answers (none while it is not known). */
export const $methods = hasKnownIbanQuery.$data.map((known) => choosablePaymentMethods({ hasKnownIban: known?.hasKnownIban ?? false }));

/** "Changing the term is blocked while not yet possible or during a payment deficit, with the reason." */
export const $termBlockedReason = combine($details, $user, (details, user) =>
  details ? paymentTermChangeBlockedReason({ isDefaulter: user?.isDefaulter ?? false, paymentTermIsMutable: details.paymentTermIsMutable }) : null,
);

/** "The screen says from which date the change applies." */
export const $schedule = $today.map((today) => (today ? paymentChangeSchedule(today) : null));

// — method and term —
export interface MethodValues {
  paymentMethod: string;
  paymentTerm: string;
}

export const methodForm = createForm<MethodValues>({
  initial: { paymentMethod: '', paymentTerm: '1' },
  validate: ({ paymentMethod }) => validationErrors({ paymentMethod: paymentMethod === '' ? 'required-field' : null }),
  resetOn: [route.opened],
});

sample({
  clock: paymentDetailsQuery.finished.success,
  filter: route.$isOpened,
  fn: ({ result }): MethodValues => ({ paymentMethod: result.paymentMethod, paymentTerm: String(result.paymentTerm) }),
  target: methodForm.filled,
});

export const methodSubmission = createFormSubmission({
  form: methodForm,
  mutation: updatePaymentDetailsMutation,
  source: $agreement,
  canSend: (agreement) => agreement !== null,
  toParams: (values, agreement) => ({
    agreementId: agreement?.agreementId ?? '',
    paymentMethod: values.paymentMethod,
    paymentTerm: Number(values.paymentTerm),
  }),
  savedNotice: () => ({ messageKey: 'pages.paymentDetailsEdit.saved' }),
  errorSavingKey: 'pages.paymentDetailsEdit.errorSaving',
  refusalOf: (error) => serverRefusalOf(error, { paymentMethod: 'paymentMethod' }) ?? termRefusalOf(error),
});

// — IBAN —
/** the IBAN the premium is paid from */
export const premiumIbanChange = createIbanChange({
  mutation: updateIbanMutation,
  sentField: 'iban',
  notice: 'pages.paymentDetailsEdit.ibanSaved',
  agreement: $agreement,
});
export const { form: ibanForm, submission: ibanSubmission } = premiumIbanChange;

sample({
  clock: ibanSubmission.saved,
  fn: ({ params }) => ({ agreementId: params.agreementId }),
  target: hasKnownIbanQuery.start,
});

// — the account reimbursements are paid to (issue 33 point 14) —
export const reimbursementIbanChange = createIbanChange({
  mutation: updateReimbursementIbanMutation,
  sentField: 'ibanReceivedByInsured',
  notice: 'pages.paymentDetailsEdit.reimbursementIbanSaved',
  agreement: $agreement,
});
export const { form: reimbursementIbanForm, submission: reimbursementIbanSubmission } = reimbursementIbanChange;

// "valid notice and back"
sample({
  clock: [methodSubmission.saved, ibanSubmission.saved, reimbursementIbanSubmission.saved],
  filter: route.$isOpened,
  fn: () => ({ to: routeUrl('payment-details') }),
  target: navigationRequested,
});
