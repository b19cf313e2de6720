import { passwordResetGranted, usernameRecovered } from '@/entities/account-recovery';
import { accessTokenReceived, storeSessionFx } from '@/entities/session';
import {
  $pendingVerification,
  isCodeExpired,
  receiverRenewed,
  verificationFinished,
  type PendingVerification,
  type VerificationOrigin,
} from '@/entities/verification';
import { createForm, validationErrors } from '@/shared/lib/form';
import { negativeNoticeShown, positiveNoticeShown, warningNoticeShown } from '@/shared/notices';
import { navigationRequested, routeUrl } from '@/shared/routing';
import { sameOriginPath, validateVerificationCode } from '@portal/domain';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import {
  resendCodeMutation,
  resetFlowOutcomeOf,
  validateLoginCodeMutation,
  validateResetCodeMutation,
  type ResetType,
} from '../api/verification';
import { codeFailureOf } from './code-failure';

export const verifyOpened = createEvent();
export const resendClicked = createEvent();

const codeCheckFailed = merge([validateLoginCodeMutation.finished.failure, validateResetCodeMutation.finished.failure]);

/** The code step's one field: "Verification code exactly 5 characters". */
export const codeForm = createForm<{ code: string }>({
  initial: { code: '' },
  validate: ({ code }) => validationErrors({ code: validateVerificationCode(code.trim()) }),
  resetOn: [verifyOpened],
});
const $code = codeForm.$values.map(({ code }) => code.trim());
export const $isPending = combine(
  validateLoginCodeMutation.$pending,
  validateResetCodeMutation.$pending,
  (isCheckingLogin, isCheckingReset) => isCheckingLogin || isCheckingReset,
);
export const $receiver = $pendingVerification.map((pending) => pending?.receiver ?? null);

/** The forgot flows' reset type, by the origin of the code (spec 01 §4 "Login", step 4). */
function resetTypeOf(origin: VerificationOrigin): ResetType | null {
  if (origin === 'forgot-username') return 'username';
  if (origin === 'forgot-password') return 'password';
  return null;
}

function isForgotOrigin(origin: VerificationOrigin | null): boolean {
  return origin !== null && resetTypeOf(origin) !== null;
}

/** Where the user starts again: the login, or the forgot page the code was asked on. */
const backToStart = createEvent<{ reason: 'expired' | 'blocked' | 'missing'; origin: VerificationOrigin | null }>();

/** The clock is read in an effect: "a code older than 5 minutes sends the user back". */
const checkCodeAgeFx = createEffect((sendDate: string | null) => isCodeExpired(sendDate, Date.now()));

// Without a pending code (a reload, or a bookmark) there is nothing to verify.
sample({
  clock: verifyOpened,
  source: $pendingVerification,
  filter: (pending) => pending === null,
  fn: () => ({ reason: 'missing' as const, origin: null }),
  target: backToStart,
});

sample({
  clock: codeForm.validSubmitted,
  source: $pendingVerification,
  filter: Boolean,
  fn: (pending) => pending.receiver.sendDate,
  target: checkCodeAgeFx,
});

const codeStillValid = sample({
  clock: checkCodeAgeFx.doneData,
  source: { pending: $pendingVerification, code: $code },
  filter: (source, isExpired): source is { pending: PendingVerification; code: string } => source.pending !== null && !isExpired,
});
sample({
  clock: checkCodeAgeFx.doneData,
  source: $pendingVerification,
  filter: (_, isExpired) => isExpired,
  fn: (pending) => ({ reason: 'expired' as const, origin: pending?.origin ?? null }),
  target: backToStart,
});

// "The origin (login or forgot) is remembered; the code check dispatches to the login check or the forgot check."
sample({
  clock: codeStillValid,
  filter: ({ pending }) => resetTypeOf(pending.origin) === null,
  fn: ({ pending, code }) => ({ token: pending.token, verificationCode: code }),
  target: validateLoginCodeMutation.start,
});
sample({
  clock: codeStillValid,
  filter: ({ pending }) => resetTypeOf(pending.origin) !== null,
  fn: ({ pending, code }) => ({ token: pending.token, verificationCode: code, resetType: resetTypeOf(pending.origin) ?? 'password' }),
  target: validateResetCodeMutation.start,
});

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
  // only a path of the portal itself (no //host, /\host, absolute or control characters); anything else goes home
  fn: (pending) => ({ to: sameOriginPath(pending.redirect) ?? '/', replace: true }),
  target: navigationRequested,
});
sample({ clock: signedIn, target: verificationFinished });

// The forgot check: the username is shown on the forgot page; a password reset goes on to the new password.
const resetCodeAccepted = validateResetCodeMutation.finished.success.map(({ result }) => resetFlowOutcomeOf(result));
sample({
  clock: resetCodeAccepted,
  filter: (outcome) => outcome.resetType === 'username',
  fn: (outcome) => ({ username: outcome.resetType === 'username' ? outcome.username : '', emailAddress: outcome.emailAddress }),
  target: usernameRecovered,
});
sample({
  clock: resetCodeAccepted,
  filter: (outcome) => outcome.resetType === 'password',
  fn: (outcome) => ({ resetToken: outcome.resetType === 'password' ? outcome.resetToken : '', emailAddress: outcome.emailAddress }),
  target: passwordResetGranted,
});
sample({
  clock: resetCodeAccepted,
  fn: (outcome) => ({ to: routeUrl(outcome.resetType === 'username' ? 'forgot-password' : 'reset-password'), replace: true }),
  target: navigationRequested,
});
sample({ clock: resetCodeAccepted, target: verificationFinished });

const codeRejected = sample({
  clock: codeCheckFailed,
  source: $pendingVerification,
  fn: (pending, { error }) => ({ failure: codeFailureOf(error), origin: pending?.origin ?? null }),
});
// The code is typed again; a wrong one is the reason in the error summary and at the field (issue 12 point 1).
sample({ clock: codeCheckFailed, fn: () => ({ code: '' }), target: codeForm.filled });
sample({
  clock: codeRejected,
  filter: ({ failure }) => failure === 'wrong-code',
  fn: () => ({ field: 'code', message: 'features.verify.wrongCode' }),
  target: codeForm.refused,
});
/**
 * A code blocked after 5 wrong tries (issue 12 point 4). The server gives a blocked code no new tries on a resend:
 * the new code comes with a new start, as for an expired one ("an expired code sends the user back", spec 01 §4
 * "Login"). So the summary says to start again (log in, or ask the username or password again), and the button under
 * the code, which asked a new code, now says that it starts again, and does.
 */
export const $isCodeBlocked = createStore(false)
  .on(codeRejected, (_, { failure }) => failure === 'blocked')
  .reset(verifyOpened);
sample({
  clock: codeRejected,
  filter: ({ failure }) => failure === 'blocked',
  fn: ({ origin }) => ({ field: 'code', message: isForgotOrigin(origin) ? 'features.verify.forgotBlocked' : 'features.verify.blocked' }),
  target: codeForm.refused,
});
/** Where a blocked code starts again: the login, or the forgot page. */
export const $restartsAt = $pendingVerification.map((pending) => (isForgotOrigin(pending?.origin ?? null) ? ('forgot' as const) : ('login' as const)));
sample({
  clock: codeRejected,
  filter: ({ failure }) => failure === 'expired',
  fn: ({ origin }) => ({ reason: 'expired' as const, origin }),
  target: backToStart,
});
sample({
  clock: codeRejected,
  filter: ({ failure }) => failure === 'generic',
  fn: () => ({ messageKey: 'features.login.failed' }),
  target: negativeNoticeShown,
});


sample({
  clock: backToStart,
  filter: ({ reason }) => reason === 'blocked',
  fn: ({ origin }) => ({ messageKey: isForgotOrigin(origin) ? 'features.verify.forgotBlockedRestart' : 'features.verify.blockedRestart', forNextPage: true }),
  target: warningNoticeShown,
});
sample({
  clock: backToStart,
  filter: ({ reason }) => reason === 'expired',
  // the forgot flows' texts load with their pages, before any code of theirs is asked
  fn: ({ origin }) => ({ messageKey: isForgotOrigin(origin) ? 'features.verify.forgotExpired' : 'features.verify.expired', forNextPage: true }),
  target: negativeNoticeShown,
});
sample({
  clock: backToStart,
  fn: ({ origin }) => ({ to: routeUrl(isForgotOrigin(origin) ? 'forgot-password' : 'login'), replace: true }),
  target: navigationRequested,
});
sample({ clock: backToStart, target: verificationFinished });

sample({
  clock: resendClicked,
  source: { pending: $pendingVerification, isBlocked: $isCodeBlocked },
  filter: ({ isBlocked }) => isBlocked,
  fn: ({ pending }) => ({ reason: 'blocked' as const, origin: pending?.origin ?? null }),
  target: backToStart,
});
sample({
  clock: resendClicked,
  source: { pending: $pendingVerification, isBlocked: $isCodeBlocked },
  filter: ({ pending, isBlocked }) => pending !== null && !isBlocked,
  fn: ({ pending }) => pending?.token ?? '',
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
