import { $passwordResetGrant, recoveryFinished } from '@/entities/account-recovery';
import { statusOf } from '@/shared/api';
import { createForm, createFormSubmission, serverRefusalOf, validationErrors } from '@/shared/lib/form';
import { negativeNoticeShown } from '@/shared/notices';
import { navigationRequested, routeUrl } from '@/shared/routing';
import { validateNewPassword } from '@portal/domain';
import { createEvent, sample } from 'effector';
import { setNewPasswordMutation } from '../api/reset-password';

export const formOpened = createEvent();

/** "Password: max 50, min 8, with a letter, a digit and one of ? ! / : ; @ # % ( ) _; repeat must match." */
export const resetPasswordForm = createForm<{ password: string; repeat: string }>({
  initial: { password: '', repeat: '' },
  validate: ({ password, repeat }) =>
    validationErrors(validateNewPassword(password, repeat), { password: 'features.resetPassword.passwordRequired' }),
  resetOn: [formOpened],
});

export const resetPasswordSubmission = createFormSubmission({
  form: resetPasswordForm,
  mutation: setNewPasswordMutation,
  source: $passwordResetGrant,
  canSend: (grant) => grant !== null,
  toParams: ({ password }, grant) => ({ resetToken: grant?.resetToken ?? '', password }),
  // "then back to login with a notice"
  savedNotice: () => ({ messageKey: 'features.resetPassword.saved' }),
  errorSavingKey: 'features.login.failed',
  refusalOf: (error) => serverRefusalOf(error, { Password: 'password' }),
});

// the one-time token is used up
sample({ clock: resetPasswordSubmission.saved, target: recoveryFinished });
sample({ clock: resetPasswordSubmission.saved, fn: () => ({ to: routeUrl('login'), replace: true }), target: navigationRequested });

// A token that ran out (10 minutes) or was used: the flow starts again.
const tokenRefused = sample({ clock: setNewPasswordMutation.finished.failure, filter: ({ error }) => statusOf(error) === 401 });
sample({ clock: tokenRefused, target: recoveryFinished });
sample({ clock: tokenRefused, fn: () => ({ messageKey: 'features.resetPassword.expired', forNextPage: true }), target: negativeNoticeShown });
sample({ clock: tokenRefused, fn: () => ({ to: routeUrl('forgot-password'), replace: true }), target: navigationRequested });
