import { $user, sessionRenewed } from '@/entities/session';
import { createForm, serverRefusalOf, validationErrors } from '@/shared/lib/form';
import { positiveNoticeShown } from '@/shared/notices';
import { validateCheckedBox, validateNewPassword } from '@portal/domain';
import { sample } from 'effector';
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

/** "A temporary password must be changed at first login": a new one by the rules, typed twice. */
export const passwordForm = createForm<{ password: string; repeat: string }>({
  initial: { password: '', repeat: '' },
  validate: ({ password, repeat }) =>
    validationErrors(validateNewPassword(password, repeat)),
  resetOn: [updatePasswordMutation.finished.success],
});
export const $isSavingPassword = updatePasswordMutation.$pending;

sample({
  clock: passwordForm.validSubmitted,
  source: $isSavingPassword,
  filter: (isSaving) => !isSaving,
  fn: (_, { password }) => password,
  target: updatePasswordMutation.start,
});
sample({ clock: updatePasswordMutation.finished.success, fn: ({ result }) => result.accessToken, target: sessionRenewed });
sample({
  clock: updatePasswordMutation.finished.success,
  fn: () => ({ messageKey: 'features.firstLogin.passwordSaved' }),
  target: positiveNoticeShown,
});

// The server's refusal is the reason at the new password: e.g. the temporary password chosen again (issue 12 point 5).
const passwordRefused = updatePasswordMutation.finished.failure.map(({ error }) => serverRefusalOf(error));
sample({
  clock: passwordRefused,
  filter: (refusal) => refusal !== null,
  fn: (refusal) => ({ message: refusal?.message ?? '', field: 'password' }),
  target: passwordForm.refused,
});

/** Then "the terms of agreement signed when they are not". */
export const termsForm = createForm<{ accepted: boolean }>({
  initial: { accepted: false },
  validate: ({ accepted }) => validationErrors({ accepted: validateCheckedBox(accepted) }),
});
export const $isSigningTerms = signTermsMutation.$pending;

sample({
  clock: termsForm.validSubmitted,
  source: $isSigningTerms,
  filter: (isSigning) => !isSigning,
  fn: () => undefined,
  target: signTermsMutation.start,
});
sample({ clock: signTermsMutation.finished.success, fn: ({ result }) => result.accessToken, target: sessionRenewed });
