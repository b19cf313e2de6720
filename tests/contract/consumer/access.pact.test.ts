import { signTermsMutation, updatePasswordMutation } from '@/features/first-login/api/first-login';
import { loginMutation } from '@/features/login-by-password/api/login';
import { resendCodeMutation, validateLoginCodeMutation } from '@/features/verify-code/api/verification';
import { ApiError } from '@/shared/api';
import { allSettled, createWatch } from 'effector';
import { describe, expect, test } from 'vitest';
import { AUTHORISED, CLIENT_VERSION, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, like, regex, scopeFor, string } from './pact';

const pact = createPact();

const RECEIVER = {
  username: string('hoofdverzekerde'),
  phoneNumber: regex(/^\+31[\d*]+$/, '+316******98'),
  emailAddress: like('c***@example.org'),
  phoneNumberIsUnknown: boolean(false),
  emailAddressIsUnknown: boolean(false),
  isVerificationCodeNeeded: boolean(true),
  sendDate: regex(/^\d{4}-\d{2}-\d{2}T.*$/, '2026-11-21T10:00:00.000Z'),
  customerNumber: string('197389432'),
};

const WITH_LOGIN_TOKEN = { ...CLIENT_VERSION, Authorization: `Bearer ${EXAMPLE_BEARER}` };

describe('login and the verification code', () => {
  test('a correct password answers a login token and the verification receiver', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a login with a correct password')
      .withRequest('POST', '/api/account/login', (request) =>
        request.headers(CLIENT_VERSION).jsonBody({ username: 'hoofdverzekerde', password: 'Welkom01!', rememberMe: false }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ loginToken: string(EXAMPLE_BEARER), verificationReceiver: RECEIVER }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(loginMutation.start, { scope, params: { username: 'hoofdverzekerde', password: 'Welkom01!', rememberMe: false } });
        expect(scope.getState(loginMutation.$succeeded)).toBe(true);
      });
  });

  test('a wrong password answers 400 with the catalogue message', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/account/login', (request) =>
        request.headers(CLIENT_VERSION).jsonBody({ username: 'hoofdverzekerde', password: 'Verkeerd01!', rememberMe: false }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ message: regex(/^Incorrect username\/password combination\..*/, 'Incorrect username/password combination.') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(loginMutation.start, { scope, params: { username: 'hoofdverzekerde', password: 'Verkeerd01!', rememberMe: false } });
        expect(scope.getState(loginMutation.$failed)).toBe(true);
      });
  });

  test('an account that is not activated answers 400 "Account not activated"', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a login of an account that is not activated')
      .withRequest('POST', '/api/account/login', (request) =>
        request.headers(CLIENT_VERSION).jsonBody({ username: 'nietgeactiveerd', password: 'Welkom01!', rememberMe: false }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ message: string('Account not activated') }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(loginMutation.start, { scope, params: { username: 'nietgeactiveerd', password: 'Welkom01!', rememberMe: false } });
        expect(scope.getState(loginMutation.$failed)).toBe(true);
      });
  });

  test('the right code with the login token answers the access token', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde has entered the password')
      .uponReceiving('the right verification code')
      .withRequest('POST', '/api/account/validateVerificationCode', (request) =>
        request.headers(WITH_LOGIN_TOKEN).jsonBody({ verificationCode: '12345' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(validateLoginCodeMutation.start, { scope, params: { token: EXAMPLE_BEARER, verificationCode: '12345' } });
        expect(scope.getState(validateLoginCodeMutation.$succeeded)).toBe(true);
      });
  });

  test('a wrong code answers 400 "Verificationcode was invalid"', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde has entered the password')
      .uponReceiving('a wrong verification code')
      .withRequest('POST', '/api/account/validateVerificationCode', (request) =>
        request.headers(WITH_LOGIN_TOKEN).jsonBody({ verificationCode: '99999' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ message: regex(/^Verificationcode was invalid.*/, 'Verificationcode was invalid') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const failures: unknown[] = [];
        const unwatch = createWatch({
          unit: validateLoginCodeMutation.finished.failure,
          scope,
          fn: ({ error }) => failures.push(error),
        });
        await allSettled(validateLoginCodeMutation.start, { scope, params: { token: EXAMPLE_BEARER, verificationCode: '99999' } });
        unwatch();
        expect(failures).toHaveLength(1);
        expect(failures[0]).toBeInstanceOf(ApiError);
        expect((failures[0] as ApiError).serverMessage).toBe('Verificationcode was invalid');
      });
  });

  test('a new code is sent on request, answering the receiver', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde has entered the password')
      .uponReceiving('a request to resend the verification code')
      .withRequest('POST', '/api/Account/ResendVerificationCode', (request) => request.headers(WITH_LOGIN_TOKEN))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(RECEIVER))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(resendCodeMutation.start, { scope, params: EXAMPLE_BEARER });
        expect(scope.getState(resendCodeMutation.$succeeded)).toBe(true);
      });
  });

  test('the first-login password change answers a fresh token', async () => {
    await pact
      .addInteraction()
      .given('tijdelijkwachtwoord is logged in')
      .uponReceiving('a new password instead of the temporary one')
      .withRequest('POST', '/api/Account/UpdatePassword', (request) => request.headers(AUTHORISED).jsonBody({ Password: 'Nieuw2026!' }))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(updatePasswordMutation.start, { scope, params: 'Nieuw2026!' });
        expect(scope.getState(updatePasswordMutation.$succeeded)).toBe(true);
      });
  });

  test('signing the terms of agreement answers a fresh token', async () => {
    await pact
      .addInteraction()
      .given('tijdelijkwachtwoord is logged in')
      .uponReceiving('signing the terms of agreement')
      .withRequest('POST', '/api/Account/SignTermsOfAgreement', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(signTermsMutation.start, { scope });
        expect(scope.getState(signTermsMutation.$succeeded)).toBe(true);
      });
  });
});
