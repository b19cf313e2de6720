import { $passwordResetGrant, recoveryFinished } from '@/entities/account-recovery';
import { statusOf } from '@/shared/api';
import { negativeNoticeShown, positiveNoticeShown } from '@/shared/notices';
import { navigationRequested, routeUrl } from '@/shared/routing';
import { validatePassword, validatePasswordRepeat } from '@portal/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { setNewPasswordMutation } from '../api/reset-password';

export const formOpened = createEvent();
export const passwordChanged = createEvent<string>();
export const repeatChanged = createEvent<string>();
export const submitted = createEvent();

export const $password = createStore('').on(passwordChanged, (_, value) => value).reset(formOpened);
export const $repeat = createStore('').on(repeatChanged, (_, value) => value).reset(formOpened);
/** Increases on every submit, so the error summary takes focus again. */
export const $attempt = createStore(0).on(submitted, (attempt) => attempt + 1).reset(formOpened);

/** "Password: max 50, min 8, with a letter, a digit and one of ? ! / : ; @ # % ( ) _; repeat must match." */
const $errors = combine($password, $repeat, (password, repeat) => ({
  password: validatePassword(password),
  repeat: validatePasswordRepeat(password, repeat),
}));
export const $shownErrors = combine($errors, $attempt, (errors, attempt) => (attempt > 0 ? errors : { password: null, repeat: null }));
export const $isSaving = setNewPasswordMutation.$pending;

sample({
  clock: submitted,
  source: { grant: $passwordResetGrant, password: $password, errors: $errors, isSaving: $isSaving },
  filter: ({ grant, errors, isSaving }) => !isSaving && grant !== null && errors.password === null && errors.repeat === null,
  fn: ({ grant, password }) => ({ resetToken: grant?.resetToken ?? '', password }),
  target: setNewPasswordMutation.start,
});

// "then back to login with a notice"; the one-time token is used up.
sample({ clock: setNewPasswordMutation.finished.success, target: recoveryFinished });
sample({
  clock: setNewPasswordMutation.finished.success,
  fn: () => ({ messageKey: 'features.resetPassword.saved' }),
  target: positiveNoticeShown,
});
sample({ clock: setNewPasswordMutation.finished.success, fn: () => ({ to: routeUrl('login'), replace: true }), target: navigationRequested });

// A token that ran out (10 minutes) or was used: the flow starts again.
const tokenRefused = sample({ clock: setNewPasswordMutation.finished.failure, filter: ({ error }) => statusOf(error) === 401 });
sample({ clock: tokenRefused, target: recoveryFinished });
sample({ clock: tokenRefused, fn: () => ({ messageKey: 'features.resetPassword.expired' }), target: negativeNoticeShown });
sample({ clock: tokenRefused, fn: () => ({ to: routeUrl('forgot-password'), replace: true }), target: navigationRequested });
sample({
  clock: setNewPasswordMutation.finished.failure,
  filter: ({ error }) => statusOf(error) !== 401,
  fn: () => ({ messageKey: 'features.login.failed' }),
  target: negativeNoticeShown,
});
