import { $user, sessionRenewed } from '@/entities/session';
import { positiveNoticeShown } from '@/shared/notices';
import { validateCheckedBox, validatePassword, validatePasswordRepeat } from '@portal/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { signTermsMutation, updatePasswordMutation } from '../api/first-login';

/**
 * What must happen before anything else after login (spec 01 §4 "Login"):
 * "A temporary password must be changed at first login", then the terms
 * of agreement signed when they are not.
 */
export const $firstLoginStep = $user.map((user) => {
  if (!user) return null;
  if (user.shouldResetPassword) return 'change-password' as const;
  if (!user.signedTermsOfAgreement) return 'sign-terms' as const;
  return null;
});

export const passwordChanged = createEvent<string>();
export const repeatChanged = createEvent<string>();
export const passwordSubmitted = createEvent();

export const $password = createStore('').on(passwordChanged, (_, value) => value).reset(updatePasswordMutation.finished.success);
export const $repeat = createStore('').on(repeatChanged, (_, value) => value).reset(updatePasswordMutation.finished.success);
export const $passwordAttempt = createStore(0).on(passwordSubmitted, (attempt) => attempt + 1);

const $passwordErrors = combine($password, $repeat, (password, repeat) => ({
  password: validatePassword(password),
  repeat: validatePasswordRepeat(password, repeat),
}));
export const $shownPasswordErrors = combine($passwordErrors, $passwordAttempt, (errors, attempt) =>
  attempt > 0 ? errors : { password: null, repeat: null },
);
export const $isSavingPassword = updatePasswordMutation.$pending;

sample({
  clock: passwordSubmitted,
  source: { password: $password, errors: $passwordErrors },
  filter: ({ errors }) => errors.password === null && errors.repeat === null,
  fn: ({ password }) => password,
  target: updatePasswordMutation.start,
});
sample({ clock: updatePasswordMutation.finished.success, fn: ({ result }) => result.accessToken, target: sessionRenewed });
sample({
  clock: updatePasswordMutation.finished.success,
  fn: () => ({ messageKey: 'features.firstLogin.passwordSaved' }),
  target: positiveNoticeShown,
});

export const termsAcceptedChanged = createEvent<boolean>();
export const termsSubmitted = createEvent();
export const $termsAccepted = createStore(false).on(termsAcceptedChanged, (_, value) => value);
export const $termsAttempt = createStore(0).on(termsSubmitted, (attempt) => attempt + 1);
export const $shownTermsError = combine($termsAccepted, $termsAttempt, (accepted, attempt) =>
  attempt > 0 ? validateCheckedBox(accepted) : null,
);
export const $isSigningTerms = signTermsMutation.$pending;

sample({ clock: termsSubmitted, source: $termsAccepted, filter: Boolean, fn: () => undefined, target: signTermsMutation.start });
sample({ clock: signTermsMutation.finished.success, fn: ({ result }) => result.accessToken, target: sessionRenewed });
