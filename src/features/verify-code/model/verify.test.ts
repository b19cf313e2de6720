import { apiScope } from '@test-support/api-scope';
import { $passwordResetGrant, $recoveredUsername } from '@/entities/account-recovery';
import { storeSessionFx } from '@/entities/session';
import { $pendingVerification, verificationStarted, type PendingVerification } from '@/entities/verification';
import { ApiError, type ApiRequest } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { codeForm, resendClicked } from './verify';

const pending = (origin: PendingVerification['origin'], sendDate = new Date().toISOString()): PendingVerification => ({
  origin,
  token: `${origin}-token`,
  receiver: {
    username: origin === 'forgot-username' ? null : 'hoofdverzekerde',
    phoneNumber: '+316******98',
    emailAddress: 'c***@example.org',
    phoneNumberIsUnknown: false,
    emailAddressIsUnknown: false,
    isVerificationCodeNeeded: true,
    sendDate,
    customerNumber: '197389432',
  },
  rememberMe: false,
  redirect: null,
});

/** verifying stores the session it gets: that effect answers nothing here */
const sessionScope = (answer: (request: ApiRequest) => unknown) => apiScope(answer, [[storeSessionFx, () => null]]);

async function enterCode(scope: Scope, started: PendingVerification, code = '12345') {
  await allSettled(verificationStarted, { scope, params: started });
  await allSettled(codeForm.fieldChanged, { scope, params: { field: 'code', value: code } });
  await allSettled(codeForm.submitted, { scope });
}

describe('"The origin (login or forgot) is remembered; the code check dispatches to the login check or the forgot check"', () => {
  test.for([
    { origin: 'login' as const, path: 'account/validateVerificationCode', json: { verificationCode: '12345' } },
    { origin: 'forgot-username' as const, path: 'account/validateVerificationCodeResetFlow', json: { verificationCode: '12345', resetType: 'username' } },
    { origin: 'forgot-password' as const, path: 'account/validateVerificationCodeResetFlow', json: { verificationCode: '12345', resetType: 'password' } },
  ])('$origin → $path $json.resetType', async ({ origin, path, json }) => {
    const { scope, requests } = sessionScope((request) => {
      throw new ApiError(400, request.path, 'Verificationcode was invalid');
    });
    await enterCode(scope, pending(origin));
    expect(requests).toEqual([expect.objectContaining({ method: 'POST', path, json, bearer: `${origin}-token` })]);
  });

  test('forgot username: the e-mail and the username are kept for the forgot page, which the user goes back to', async () => {
    const { scope, navigate } = sessionScope(() => ({ emailAddress: 'cas.kok@example.org', username: 'hoofdverzekerde' }));
    await enterCode(scope, pending('forgot-username'));
    expect(scope.getState($recoveredUsername)).toEqual({ username: 'hoofdverzekerde', emailAddress: 'cas.kok@example.org' });
    expect(scope.getState($passwordResetGrant)).toBeNull();
    expect(scope.getState($pendingVerification)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/wachtwoord/vergeten', replace: true });
  });

  test('forgot password: the e-mail and the reset token are kept, and on to the new password', async () => {
    const { scope, navigate } = sessionScope(() => ({ emailAddress: 'cas.kok@example.org', resetToken: 'password-reset-token' }));
    await enterCode(scope, pending('forgot-password'));
    expect(scope.getState($passwordResetGrant)).toEqual({ resetToken: 'password-reset-token', emailAddress: 'cas.kok@example.org' });
    expect(scope.getState($recoveredUsername)).toBeNull();
    expect(scope.getState($pendingVerification)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/wachtwoord/resetten', replace: true });
  });

  test('a wrong code in a forgot flow: the wrong code is the error summary\'s reason, the field emptied, and the code step stays', async () => {
    const { scope, navigate } = sessionScope((request) => {
      throw new ApiError(400, request.path, 'Verificationcode was invalid');
    });
    await enterCode(scope, pending('forgot-password'), '99999');
    expect(scope.getState(codeForm.$summary)).toEqual([{ path: 'code', message: 'features.verify.wrongCode' }]);
    expect(scope.getState(codeForm.$values).code).toBe('');
    expect(scope.getState($notices)).toEqual([]);
    expect(scope.getState($pendingVerification)?.origin).toBe('forgot-password');
    expect(navigate).not.toHaveBeenCalled();
  });

  test.for([
    { origin: 'forgot-username' as const, to: '/wachtwoord/vergeten', messageKey: 'features.verify.forgotExpired' },
    { origin: 'login' as const, to: '/inloggen', messageKey: 'features.verify.expired' },
  ])('an expired code sends the $origin user back to $to', async ({ origin, to, messageKey }) => {
    const { scope, requests, navigate } = sessionScope(() => ({}));
    await enterCode(scope, pending(origin, new Date(Date.now() - 5 * 60 * 1000 - 1000).toISOString()));
    expect(requests).toEqual([]);
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual([messageKey]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to, replace: true });
    expect(scope.getState($pendingVerification)).toBeNull();
  });

  test.for([
    { origin: 'login' as const, to: '/inloggen', messageKey: 'features.verify.blockedRestart' },
    { origin: 'forgot-password' as const, to: '/wachtwoord/vergeten', messageKey: 'features.verify.forgotBlockedRestart' },
  ])('issue 12 point 4: a code blocked after 5 tries ($origin) says it needs a new one; the resend button starts again for it', async ({ origin, to, messageKey }) => {
    const { scope, requests, navigate } = sessionScope((request) => {
      throw new ApiError(400, request.path, 'Verificationcode was invalid 5 times and has been blocked. Request a new code.');
    });
    await enterCode(scope, pending(origin), '99999');
    expect(scope.getState(codeForm.$summary)).toEqual([{ path: 'code', message: 'features.verify.blocked' }]);
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(resendClicked, { scope });
    // the server gives a blocked code no new tries on a resend: no resend is asked
    expect(requests.map((request) => request.path)).not.toContain('account/resendVerificationCode');
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual([messageKey]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to, replace: true });
    expect(scope.getState($pendingVerification)).toBeNull();
  });

  test('the server calling the code expired sends the forgot-password user back to the forgot page', async () => {
    const { scope, navigate } = sessionScope((request) => {
      throw new ApiError(400, request.path, 'Verificationcode expired');
    });
    await enterCode(scope, pending('forgot-password'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/wachtwoord/vergeten', replace: true });
  });
});

describe('after the login code: the stored target when it is a path of the portal itself, else home (issue 13)', () => {
  test.for([
    { target: '/berichtenbox?cluster=polis', to: '/berichtenbox?cluster=polis' },
    { target: null, to: '/' },
    { target: '//evil.example/x', to: '/' },
    { target: '/\\evil.example/x', to: '/' },
    { target: 'https://evil.example/x', to: '/' },
  ])('redirect $target → $to', async ({ target, to }) => {
    const { scope, navigate } = sessionScope(() => ({ accessToken: 'access-token' }));
    await enterCode(scope, { ...pending('login'), redirect: target });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to, replace: true });
  });
});
