import { accessTokenReceived, storeSessionFx } from '@/entities/session';
import {
  $pendingVerification,
  isCodeExpired,
  receiverRenewed,
  verificationFinished,
} from '@/entities/verification';
import { negativeNoticeShown, positiveNoticeShown } from '@/shared/notices';
import { navigationRequested, routeUrl } from '@/shared/routing';
import { validateVerificationCode } from '@portal/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { resendCodeMutation, validateLoginCodeMutation } from '../api/verification';
import { codeFailureOf } from './code-failure';

export const verifyOpened = createEvent();
export const codeChanged = createEvent<string>();
export const submitted = createEvent();
export const resendClicked = createEvent();

export const $code = createStore('').on(codeChanged, (_, code) => code.trim()).reset([verifyOpened, validateLoginCodeMutation.finished.failure]);
export const $attempt = createStore(0).on(submitted, (attempt) => attempt + 1).reset(verifyOpened);
const $wasSubmitted = createStore(false).on(submitted, () => true).reset([verifyOpened, codeChanged]);
export const $codeError = sample({
  source: { code: $code, wasSubmitted: $wasSubmitted },
  fn: ({ code, wasSubmitted }) => (wasSubmitted ? validateVerificationCode(code) : null),
});
export const $isPending = validateLoginCodeMutation.$pending;
export const $receiver = $pendingVerification.map((pending) => pending?.receiver ?? null);

const backToStart = createEvent<'expired' | 'missing'>();

/** The clock is read in an effect: "a code older than 5 minutes sends the user back". */
const checkCodeAgeFx = createEffect((sendDate: string | null) => isCodeExpired(sendDate, Date.now()));

// Without a pending code (a reload, or a bookmark) there is nothing to verify.
sample({
  clock: verifyOpened,
  source: $pendingVerification,
  filter: (pending) => pending === null,
  fn: () => 'missing' as const,
  target: backToStart,
});

sample({
  clock: submitted,
  source: { pending: $pendingVerification, code: $code },
  filter: ({ pending, code }) => pending !== null && validateVerificationCode(code) === null,
  fn: ({ pending }) => pending?.receiver.sendDate ?? null,
  target: checkCodeAgeFx,
});

sample({
  clock: checkCodeAgeFx.doneData,
  source: { pending: $pendingVerification, code: $code },
  filter: ({ pending }, isExpired) => pending !== null && !isExpired,
  fn: ({ pending, code }) => ({ token: pending?.token ?? '', verificationCode: code }),
  target: validateLoginCodeMutation.start,
});
sample({ clock: checkCodeAgeFx.doneData, filter: Boolean, fn: () => 'expired' as const, target: backToStart });

// The login check: store the session, then on to the stored target or the root path.
sample({
  clock: validateLoginCodeMutation.finished.success,
  source: $pendingVerification,
  fn: (pending, { result }) => ({ accessToken: result.accessToken, rememberMe: pending?.rememberMe ?? false }),
  target: accessTokenReceived,
});
const signedIn = sample({ clock: storeSessionFx.done, source: $pendingVerification, filter: Boolean });
sample({
  clock: signedIn,
  fn: (pending) => ({ to: pending.redirect?.startsWith('/') ? pending.redirect : '/', replace: true }),
  target: navigationRequested,
});
sample({ clock: signedIn, target: verificationFinished });

const codeRejected = validateLoginCodeMutation.finished.failure.map(({ error }) => codeFailureOf(error));
sample({
  clock: codeRejected,
  filter: (failure) => failure === 'wrong-code',
  fn: () => ({ messageKey: 'features.verify.wrongCode' }),
  target: negativeNoticeShown,
});
sample({ clock: codeRejected, filter: (failure) => failure === 'expired', fn: () => 'expired' as const, target: backToStart });
sample({
  clock: codeRejected,
  filter: (failure) => failure === 'generic',
  fn: () => ({ messageKey: 'features.login.failed' }),
  target: negativeNoticeShown,
});

sample({
  clock: backToStart,
  filter: (reason) => reason === 'expired',
  fn: () => ({ messageKey: 'features.verify.expired' }),
  target: negativeNoticeShown,
});
sample({
  clock: backToStart,
  source: $pendingVerification,
  fn: (pending) => ({
    to: pending?.origin === 'login' || !pending ? routeUrl('login') : routeUrl('forgot-password'),
    replace: true,
  }),
  target: navigationRequested,
});
sample({ clock: backToStart, target: verificationFinished });

sample({
  clock: resendClicked,
  source: $pendingVerification,
  filter: Boolean,
  fn: (pending) => pending.token,
  target: resendCodeMutation.start,
});
sample({ clock: resendCodeMutation.finished.success, fn: ({ result }) => result, target: receiverRenewed });
sample({
  clock: resendCodeMutation.finished.success,
  fn: () => ({ messageKey: 'features.verify.resent' }),
  target: positiveNoticeShown,
});
sample({
  clock: resendCodeMutation.finished.failure,
  fn: () => ({ messageKey: 'features.login.failed' }),
  target: negativeNoticeShown,
});
