import { activationAsked } from '@/entities/registration';
import { mayGoToVerification, verificationStarted } from '@/entities/verification';
import { serverMessageOf } from '@/shared/api';
import { createForm, validationErrors } from '@/shared/lib/form';
import { navigationRequested, routeUrl } from '@/shared/routing';
import { createEvent, createStore, sample } from 'effector';
import { loginMutation } from '../api/login';
import { loginFailureOf } from './login-failure';

export interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

export const formOpened = createEvent<{ redirect: string | null }>();

export const loginForm = createForm<LoginValues>({
  initial: { username: '', password: '', rememberMe: false },
  validate: ({ username, password }) =>
    validationErrors({
      username: username.trim() === '' ? 'features.login.errors.username-required' : null,
      password: password === '' ? 'features.login.errors.password-required' : null,
    }),
  resetOn: [formOpened],
});

const $redirect = createStore<string | null>(null).on(formOpened, (_, { redirect }) => redirect);

export const $isPending = loginMutation.$pending;
const NO_PHONE_NUMBER = 'features.login.noPhoneNumber';
/** No code can be sent: the summary says so, and the way in with the bank is offered beside it. */
export const $isWithoutPhoneNumber = loginForm.$refusal.map((refusal) => refusal?.message === NO_PHONE_NUMBER);

sample({
  clock: loginForm.validSubmitted,
  fn: ({ username, password, rememberMe }) => ({ username: username.trim(), password, rememberMe }),
  target: loginMutation.start,
});

const loginAnswered = sample({
  clock: loginMutation.finished.success,
  source: $redirect,
  fn: (redirect, { params, result }) => ({ redirect, rememberMe: params.rememberMe, ...result }),
});

sample({
  clock: loginAnswered,
  filter: ({ verificationReceiver }) => mayGoToVerification(verificationReceiver),
  fn: ({ loginToken, verificationReceiver, rememberMe, redirect }) => ({
    origin: 'login' as const,
    token: loginToken,
    receiver: verificationReceiver,
    rememberMe,
    redirect,
  }),
  target: verificationStarted,
});
sample({
  clock: verificationStarted,
  filter: ({ origin }) => origin === 'login',
  fn: () => ({ to: routeUrl('verify') }),
  target: navigationRequested,
});

// A code is needed but no phone number is known: no code can be sent. The reason is the form's, in its focused summary.
sample({
  clock: loginAnswered,
  filter: ({ verificationReceiver }) => !mayGoToVerification(verificationReceiver),
  fn: () => ({ message: NO_PHONE_NUMBER }),
  target: loginForm.refused,
});

const loginFailed = loginMutation.finished.failure.map(({ error }) => loginFailureOf(serverMessageOf(error)));

// Whatever the failure, the username stays and the password is typed again.
sample({ clock: loginFailed, fn: (): Partial<LoginValues> => ({ password: '' }), target: loginForm.filled });

// "Incorrect username/password combination." is the form-invalid notification: the error summary says it (issue 12 point 1).
sample({
  clock: loginFailed,
  filter: (failure) => failure.kind === 'invalid-combination',
  fn: () => ({ message: 'features.login.formInvalid' }),
  target: loginForm.refused,
});
// The lockout is the reason in the error summary too, with how long it lasts (issue 12 point 4).
sample({
  clock: loginFailed,
  filter: (failure) => failure.kind === 'locked',
  fn: (failure) => ({ message: { key: 'features.login.locked', values: { minutes: failure.kind === 'locked' ? failure.minutes : 0 } } }),
  target: loginForm.refused,
});

// Any other failure: 'Er is iets fout gegaan probeer later opnieuw.', for the whole form, in its summary.
sample({
  clock: loginFailed,
  filter: (failure) => failure.kind === 'generic',
  fn: () => ({ message: 'features.login.failed' }),
  target: loginForm.refused,
});

// "'Account not activated' also redirects to register": the registration says there that the account is not activated
// yet, beside the form-invalid text the catalogue gives it, and starts with its username.
sample({
  clock: loginMutation.finished.failure,
  filter: ({ error }) => loginFailureOf(serverMessageOf(error)).kind === 'not-activated',
  fn: ({ params }) => ({ username: params.username }),
  target: activationAsked,
});
sample({
  clock: loginFailed,
  filter: (failure) => failure.kind === 'not-activated',
  fn: () => ({ to: routeUrl('register') }),
  target: navigationRequested,
});
