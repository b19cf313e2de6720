import { mayGoToVerification, verificationStarted } from '@/entities/verification';
import { serverMessageOf } from '@/shared/api';
import { negativeNoticeShown } from '@/shared/notices';
import { navigationRequested, routeUrl } from '@/shared/routing';
import { combine, createEvent, createStore, sample } from 'effector';
import { loginMutation } from '../api/login';
import { loginFailureOf } from './login-failure';

export type LoginFieldError = 'username-required' | 'password-required';
export type LoginMessage = 'no-phone-number';

export const formOpened = createEvent<{ redirect: string | null }>();
export const usernameChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const rememberMeChanged = createEvent<boolean>();
export const submitted = createEvent();

export const $username = createStore('').on(usernameChanged, (_, value) => value).reset(formOpened);
export const $password = createStore('')
  .on(passwordChanged, (_, value) => value)
  .reset([formOpened, loginMutation.finished.failure]);
export const $rememberMe = createStore(false).on(rememberMeChanged, (_, value) => value).reset(formOpened);
const $redirect = createStore<string | null>(null).on(formOpened, (_, { redirect }) => redirect);

/** Increases on every submit, so the error summary takes focus again. */
export const $attempt = createStore(0).on(submitted, (attempt) => attempt + 1).reset(formOpened);
const $wasSubmitted = createStore(false).on(submitted, () => true).reset(formOpened);

const $fieldErrors = combine($username, $password, (username, password) => {
  const errors: { field: 'username' | 'password'; error: LoginFieldError }[] = [];
  if (username.trim() === '') errors.push({ field: 'username', error: 'username-required' });
  if (password === '') errors.push({ field: 'password', error: 'password-required' });
  return errors;
});
export const $shownFieldErrors = combine($fieldErrors, $wasSubmitted, (errors, wasSubmitted) => (wasSubmitted ? errors : []));

export const $message = createStore<LoginMessage | null>(null).reset([formOpened, submitted]);
export const $isPending = loginMutation.$pending;

sample({
  clock: submitted,
  source: { username: $username, password: $password, rememberMe: $rememberMe, errors: $fieldErrors },
  filter: ({ errors }) => errors.length === 0,
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

// A code is needed but no phone number is known: no code can be sent.
sample({
  clock: loginAnswered,
  filter: ({ verificationReceiver }) => !mayGoToVerification(verificationReceiver),
  fn: (): LoginMessage => 'no-phone-number',
  target: $message,
});

// Failures are notices, so that the one for a not-activated account is still read on the register page.
const loginFailed = loginMutation.finished.failure.map(({ error }) => loginFailureOf(serverMessageOf(error)));
sample({
  clock: loginFailed,
  fn: (failure) => ({ messageKey: failure === 'generic' ? 'features.login.failed' : 'features.login.formInvalid' }),
  target: negativeNoticeShown,
});

// "'Account not activated' also redirects to register."
sample({
  clock: loginFailed,
  filter: (failure) => failure === 'not-activated',
  fn: () => ({ to: routeUrl('register') }),
  target: navigationRequested,
});
