import { apiScope } from '@test-support/api-scope';
import { $activationRequest } from '@/entities/registration';
import { $pendingVerification } from '@/entities/verification';
import { ApiError, type ApiRequest } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { $isWithoutPhoneNumber, formOpened, loginForm } from './login';

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

async function logIn(answer: (request: ApiRequest) => unknown, username = 'zondertelefoon') {
  const { scope, navigate } = apiScope(answer);
  await allSettled(formOpened, { scope, params: { redirect: null } });
  await allSettled(loginForm.filled, { scope, params: { username, password: 'Welkom01!' } });
  await allSettled(loginForm.submitted, { scope });
  return { scope, navigate };
}

describe('what the login answers besides a code step: in the form, never a floating notice', () => {
  test('a code is needed but no phone number is known: the focused summary says so for the whole form, with the bank beside it', async () => {
    const withoutPhone = { ...receiver, phoneNumber: null, phoneNumberIsUnknown: true };
    const { scope, navigate } = await logIn(() => ({ loginToken: 'login-token', verificationReceiver: withoutPhone }));
    expect(scope.getState(loginForm.$summary)).toEqual([{ path: null, message: 'features.login.noPhoneNumber' }]);
    expect(scope.getState(loginForm.$attempt)).toBe(2);
    expect(scope.getState($isWithoutPhoneNumber)).toBe(true);
    expect(scope.getState($notices)).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    // typing again takes the refusal away
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'username', value: 'hoofdverzekerde' } });
    expect(scope.getState(loginForm.$summary)).toEqual([]);
  });

  test("any other failure: 'Er is iets fout gegaan probeer later opnieuw.' in the summary", async () => {
    const { scope } = await logIn(() => {
      throw new ApiError(500, 'account/login', null);
    });
    expect(scope.getState(loginForm.$summary)).toEqual([{ path: null, message: 'features.login.failed' }]);
    expect(scope.getState($notices)).toEqual([]);
  });

  test("'Account not activated': on to register with the username, which says there what it means; no notice", async () => {
    const { scope, navigate } = await logIn(() => {
      throw new ApiError(400, 'account/login', 'Account not activated');
    }, 'nietgeactiveerd');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/registreren' });
    expect(scope.getState($activationRequest)).toEqual({ username: 'nietgeactiveerd' });
    expect(scope.getState($notices)).toEqual([]);
  });
});
