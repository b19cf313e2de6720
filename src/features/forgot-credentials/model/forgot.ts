import { mayGoToVerification, verificationStarted, type VerificationReceiver } from '@/entities/verification';
import { createForm, type FormErrors } from '@/shared/lib/form';
import { negativeNoticeShown } from '@/shared/notices';
import { navigationRequested, routeUrl } from '@/shared/routing';
import { readClockFx } from '@/shared/lib/clock';
import { attach, combine, createEvent, createStore, merge, sample } from 'effector';
import { resetPasswordMutation, resetUsernameMutation } from '../api/forgot';
import { normalizePolicyNumber } from '@portal/domain';
import { forgotFlowBirthDateOf } from '../lib/birth-date';
import { forgotFailureOf, type ForgotFailure } from './forgot-failure';
import { forgotFieldErrors, type ForgotField, type ForgotFormValues, type ForgotKind } from './forgot-fields';

/** Shown in the form: the account could not be found by what was typed, or the request failed. */
export type ForgotMessage = 'unknown-username' | 'account-not-found' | 'generic';

/** The missing-contact flags: which of the two the account lacks. */
export interface MissingContact {
  phoneNumber: boolean;
  emailAddress: boolean;
}

export const formOpened = createEvent();
export const missingContactClosed = createEvent();

/** Today, for "a birth date not in the future": the clock is read in an effect, when the form opens. */
const readTodayFx = attach({ effect: readClockFx });
const $today = createStore<Date | null>(null, { serialize: 'ignore' }).on(readTodayFx.doneData, (_, today) => today);
sample({ clock: formOpened, target: readTodayFx });

/** Another choice of flow is a fresh start: no errors until it is submitted. */
const kindChosen = createEvent<ForgotKind>();

export const forgotForm = createForm<ForgotFormValues, Date | null>({
  initial: { kind: 'password', policyNumber: '', username: '', birthDate: '' },
  extra: $today,
  // an empty field gets a message that names it; the other rules have the domain's texts
  validate: (values, today) => {
    const errors: FormErrors<ForgotField> = {};
    for (const { field, error } of today ? forgotFieldErrors(values, today) : []) {
      errors[field] = error === 'required-field' ? `features.forgotCredentials.required.${field}` : `validation.${error}`;
    }
    return errors;
  },
  resetOn: [formOpened],
  hideErrorsOn: [kindChosen],
});
sample({
  clock: forgotForm.fieldChanged,
  filter: ({ field }) => field === 'kind',
  fn: ({ value }) => value as ForgotKind,
  target: kindChosen,
});

export const $message = createStore<ForgotMessage | null>(null).reset([formOpened, forgotForm.submitted, kindChosen]);
export const $missingContact = createStore<MissingContact | null>(null).reset([formOpened, forgotForm.submitted, missingContactClosed]);
export const $isPending = combine(resetUsernameMutation.$pending, resetPasswordMutation.$pending, (username, password) => username || password);

const validSubmit = sample({
  clock: forgotForm.validSubmitted,
  source: { today: $today, isPending: $isPending },
  filter: ({ today, isPending }) => !isPending && today !== null,
  fn: (_, values) => values,
});
sample({
  clock: validSubmit,
  filter: (values) => values.kind === 'username',
  fn: (values) => ({ policyNumber: normalizePolicyNumber(values.policyNumber), birthDate: forgotFlowBirthDateOf(values.birthDate) ?? '' }),
  target: resetUsernameMutation.start,
});
sample({
  clock: validSubmit,
  filter: (values) => values.kind === 'password',
  fn: (values) => ({ username: values.username.trim(), birthDate: forgotFlowBirthDateOf(values.birthDate) ?? '' }),
  target: resetPasswordMutation.start,
});

// "Type username or password, then verify": the origin is remembered for the code check.
const resetStarted = merge([
  resetUsernameMutation.finished.success.map(({ result }) => ({ origin: 'forgot-username' as const, ...result })),
  resetPasswordMutation.finished.success.map(({ result }) => ({ origin: 'forgot-password' as const, ...result })),
]);
sample({
  clock: resetStarted,
  filter: ({ verificationReceiver }) => mayGoToVerification(verificationReceiver),
  fn: ({ origin, loginToken, verificationReceiver }) => ({
    origin,
    token: loginToken,
    receiver: verificationReceiver,
    rememberMe: false,
    redirect: null,
  }),
  target: verificationStarted,
});
sample({
  clock: resetStarted,
  filter: ({ verificationReceiver }) => mayGoToVerification(verificationReceiver),
  fn: () => ({ to: routeUrl('verify') }),
  target: navigationRequested,
});

const contactFlagsOf = (receiver: VerificationReceiver): MissingContact => ({
  phoneNumber: receiver.phoneNumberIsUnknown,
  emailAddress: receiver.emailAddressIsUnknown,
});
// No code can be sent without a phone number, whatever the server let through.
sample({
  clock: resetStarted,
  filter: ({ verificationReceiver }) => !mayGoToVerification(verificationReceiver),
  fn: ({ verificationReceiver }) => contactFlagsOf(verificationReceiver),
  target: $missingContact,
});

const resetRefused = merge([resetUsernameMutation.finished.failure, resetPasswordMutation.finished.failure]).map(({ error }) =>
  forgotFailureOf(error),
);
const missingContactReported = sample({
  clock: resetRefused,
  filter: (failure): failure is Extract<ForgotFailure, { kind: 'missing-contact' }> => failure.kind === 'missing-contact',
});
sample({
  clock: missingContactReported,
  fn: ({ phoneNumber, emailAddress }): MissingContact => ({ phoneNumber, emailAddress }),
  target: $missingContact,
});
const MESSAGE_OF_FAILURE: Partial<Record<ForgotFailure['kind'], ForgotMessage>> = {
  'unknown-username': 'unknown-username',
  'account-not-found': 'account-not-found',
  generic: 'generic',
};
sample({
  clock: resetRefused,
  filter: (failure) => MESSAGE_OF_FAILURE[failure.kind] !== undefined,
  fn: (failure) => MESSAGE_OF_FAILURE[failure.kind] ?? 'generic',
  target: $message,
});
// "'Account not activated' shows account-not-activated and goes to register": a notice, so it is still read there.
const notActivated = sample({ clock: resetRefused, filter: (failure) => failure.kind === 'account-not-activated' });
sample({
  clock: notActivated,
  fn: () => ({ messageKey: 'features.forgotCredentials.accountNotActivated', forNextPage: true }),
  target: negativeNoticeShown,
});
sample({ clock: notActivated, fn: () => ({ to: routeUrl('register') }), target: navigationRequested });
