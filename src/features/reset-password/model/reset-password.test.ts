import { apiScope } from '@test-support/api-scope';
import { $passwordResetGrant, passwordResetGranted } from '@/entities/account-recovery';
import { ApiError } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { formOpened, resetPasswordForm } from './reset-password';

// the form's units under the names these tests have always used
const passwordChanged = resetPasswordForm.fieldChanged.prepend((value: string) => ({ field: 'password' as const, value }));
const repeatChanged = resetPasswordForm.fieldChanged.prepend((value: string) => ({ field: 'repeat' as const, value }));
const submitted = resetPasswordForm.submitted;
const $shownErrors = resetPasswordForm.$shownErrors.map((errors) => ({ password: errors.password ?? null, repeat: errors.repeat ?? null }));

async function choose(scope: Scope, password: string, repeat = password) {
  await allSettled(passwordResetGranted, { scope, params: { resetToken: 'password-reset-token', emailAddress: 'cas.kok@example.org' } });
  await allSettled(formOpened, { scope });
  await allSettled(passwordChanged, { scope, params: password });
  await allSettled(repeatChanged, { scope, params: repeat });
  await allSettled(submitted, { scope });
}

describe('a new password with the reset token, in a forked scope', () => {
  test('saved with the reset token as bearer (204): back to login with a notice; the token is forgotten', async () => {
    const { scope, requests, navigate } = apiScope(() => null);
    await choose(scope, 'Nieuw#2026');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', path: 'Account/UpdatePassword', json: { Password: 'Nieuw#2026' }, bearer: 'password-reset-token' }),
    ]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/inloggen', replace: true });
    expect(scope.getState($notices)).toEqual([expect.objectContaining({ kind: 'positive', messageKey: 'features.resetPassword.saved' })]);
    expect(scope.getState($passwordResetGrant)).toBeNull();
  });

  test.for([
    { case: 'too short', password: 'Kort1!', repeat: 'Kort1!', errors: { password: 'validation.password-too-short', repeat: null } },
    { case: 'no special character', password: 'Wachtwoord1', repeat: 'Wachtwoord1', errors: { password: 'validation.password-needs-special-character', repeat: null } },
    { case: 'repeat differs', password: 'Nieuw#2026', repeat: 'nieuw#2026', errors: { password: null, repeat: 'validation.password-mismatch' } },
    // every error on one submit: the repeat is missing whatever the password is
    { case: 'empty', password: '', repeat: '', errors: { password: 'features.resetPassword.passwordRequired', repeat: 'validation.required-field' } },
    { case: 'several rules unmet, not repeated', password: 'kort', repeat: '', errors: { password: 'validation.password-rules-unmet', repeat: 'validation.required-field' } },
  ])('$case: the domain rules refuse it, nothing is sent', async ({ password, repeat, errors }) => {
    const { scope, requests } = apiScope(() => null);
    await choose(scope, password, repeat);
    expect(requests).toEqual([]);
    expect(scope.getState($shownErrors)).toEqual(errors);
  });

  test('a token that ran out or was used (401): the expired notice, back to the forgot page', async () => {
    const { scope, navigate } = apiScope((request) => {
      throw new ApiError(401, request.path, 'Uw sessie is niet geldig: het token is verlopen.');
    });
    await choose(scope, 'Nieuw#2026');
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['features.resetPassword.expired']);
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/wachtwoord/vergeten', replace: true });
    expect(scope.getState($passwordResetGrant)).toBeNull();
  });

  test('another failure: the generic notice, the user stays to try again', async () => {
    const { scope, navigate } = apiScope((request) => {
      throw new ApiError(500, request.path, null);
    });
    await choose(scope, 'Nieuw#2026');
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['features.login.failed']);
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($passwordResetGrant)).not.toBeNull();
  });

  test('without a grant nothing is sent', async () => {
    const { scope, requests } = apiScope(() => null);
    await allSettled(formOpened, { scope });
    await allSettled(passwordChanged, { scope, params: 'Nieuw#2026' });
    await allSettled(repeatChanged, { scope, params: 'Nieuw#2026' });
    await allSettled(submitted, { scope });
    expect(requests).toEqual([]);
  });
});
