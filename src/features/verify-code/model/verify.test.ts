// @vitest-environment jsdom
import { apiScope } from '@test-support/api-scope';
import { cookieJar } from '@test-support/cookie-jar';
import { $passwordResetGrant, $recoveredUsername } from '@/entities/account-recovery';
import { storeSessionFx } from '@/entities/session';
import { $pendingVerification, verificationStarted, type PendingVerification } from '@/entities/verification';
import { ApiError, type ApiRequest } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { readCookie } from '@/shared/lib/cookies';
import { allSettled, type Scope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $isCodeBlocked, $restartsAt, codeForm, resendClicked } from './verify';

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
    { origin: 'login' as const, to: '/inloggen', summary: 'features.verify.blocked', restartsAt: 'login', messageKey: 'features.verify.blockedRestart' },
    {
      origin: 'forgot-password' as const,
      to: '/wachtwoord/vergeten',
      summary: 'features.verify.forgotBlocked',
      restartsAt: 'forgot',
      messageKey: 'features.verify.forgotBlockedRestart',
    },
  ])('issue 12 point 4: a code blocked after 5 tries ($origin) says to start again, and the button under it starts again', async ({ origin, to, summary, restartsAt, messageKey }) => {
    const { scope, requests, navigate } = sessionScope((request) => {
      throw new ApiError(400, request.path, 'Verificationcode was invalid 5 times and has been blocked. Request a new code.');
    });
    await enterCode(scope, pending(origin), '99999');
    expect(scope.getState(codeForm.$summary)).toEqual([{ path: 'code', message: summary }]);
    // the button's words follow (verify-form: 'Opnieuw inloggen' / 'Opnieuw opvragen' instead of 'Stuur een nieuwe code')
    expect(scope.getState($isCodeBlocked)).toBe(true);
    expect(scope.getState($restartsAt)).toBe(restartsAt);
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

describe('"With remember-me the token cookie lasts 365 days": the choice reaches the cookie (real storeSessionFx, jsdom\'s cookie jar)', () => {
    const ISSUED_AT = 1_800_000_000;
  const YEAR = 365 * 24 * 60 * 60;
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const user = {
    customerNumber: '197389432', accountId: 'acc-1', emailAddress: 'cas@example.nl', firstName: 'Cas', lastName: 'Dijk',
    birthDate: '1984-04-12', prefix: 'van', maidenName: null, prefixMaidenName: null, initials: 'C.', gender: 'M',
    shouldResetPassword: false, shouldVerifyEmailAddress: false, signedTermsOfAgreement: true, isDefaulter: false,
    shouldShowDigitalPopup: false, label: 'zorgzaam', role: 'H',
  };
  /** an access token of 30 minutes */
  const accessToken = `${encode({ alg: 'HS256' })}.${encode({ typ: 'access', sub: 'acc-1', iat: ISSUED_AT, exp: ISSUED_AT + 1800, permissions: ['login'], user })}.signature`;

  test.for([
    { rememberMe: true, kept: true },
    { rememberMe: false, kept: false },
  ])('remember-me $rememberMe: the token cookie is there a day later: $kept', async ({ rememberMe, kept }) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(ISSUED_AT * 1000);
      const { scope, navigate } = apiScope(() => ({ accessToken }));
      await enterCode(scope, { ...pending('login'), rememberMe });
      expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/', replace: true });
      // a day after the login; a year and a second after that read it is gone (jsdom counts max-age from the last read)
      vi.setSystemTime((ISSUED_AT + 24 * 60 * 60) * 1000);
      expect(readCookie('mo_token')).toBe(kept ? accessToken : null);
      if (kept) {
        vi.setSystemTime((ISSUED_AT + 24 * 60 * 60 + YEAR + 1) * 1000);
        expect(readCookie('mo_token')).toBeNull();
      }
    } finally {
      cookieJar.removeAllCookiesSync();
      vi.useRealTimers();
    }
  });
});
