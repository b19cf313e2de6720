import { apiScope } from '@test-support/api-scope';
import { $pendingVerification } from '@/entities/verification';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { formOpened, loginForm } from './login';

const receiver = {
  username: 'hoofdverzekerde',
  phoneNumber: '+316******98',
  emailAddress: 'c***@example.org',
  phoneNumberIsUnknown: false,
  emailAddressIsUnknown: false,
  isVerificationCodeNeeded: true,
  sendDate: new Date().toISOString(),
  customerNumber: '197389432',
};

// "Remember-me" and the stored target travel with the login to the code step,
// which stores the session with them (verify.test.ts takes it from there).
describe('a login keeps remember-me and the redirect target for the code step', () => {
  test.for([
    { rememberMe: true, redirect: '/berichtenbox?cluster=polis' },
    { rememberMe: false, redirect: null },
  ])('remember-me $rememberMe, redirect $redirect', async ({ rememberMe, redirect }) => {
    const { scope, requests, navigate } = apiScope(() => ({ loginToken: 'login-token', verificationReceiver: receiver }));
    await allSettled(formOpened, { scope, params: { redirect } });
    await allSettled(loginForm.filled, { scope, params: { username: ' hoofdverzekerde ', password: 'Welkom01!', rememberMe } });
    await allSettled(loginForm.submitted, { scope });
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', path: 'account/login', json: { username: 'hoofdverzekerde', password: 'Welkom01!', rememberMe } }),
    ]);
    expect(scope.getState($pendingVerification)).toEqual({ origin: 'login', token: 'login-token', receiver, rememberMe, redirect });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/verificatie' });
  });
});
