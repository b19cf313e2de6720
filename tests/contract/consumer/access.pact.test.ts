import { signTermsMutation, updatePasswordMutation } from '@/features/first-login/api/first-login';
import { loginMutation } from '@/features/login-by-password/api/login';
import { resendCodeMutation, validateLoginCodeMutation } from '@/features/verify-code/api/verification';
import { loginFailureOf } from '@/features/login-by-password/model/login-failure';
import { codeFailureOf } from '@/features/verify-code/model/code-failure';
import { ApiError, serverMessageOf } from '@/shared/api';
import { allSettled, createWatch } from 'effector';
import { describe, expect, test } from 'vitest';
import {
  AUTHORISED,
  CLIENT_VERSION,
  EXAMPLE_BEARER,
  JSON_CONTENT_TYPE,
  WITH_LOGIN_TOKEN,
  boolean,
  createPact,
  like,
  messageStartingWith,
  regex,
  scopeFor,
  string,
} from './pact';
import { payloadsOf } from './outcome';

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

const HOOFDVERZEKERDE = { username: 'hoofdverzekerde', password: 'Welkom01!' };
const NIET_GEACTIVEERD = { username: 'nietgeactiveerd', password: 'Welkom01!' };
/** hoofdverzekerde's password is entered; the code sent is 12345 */
const CODE_SENT = ['a user has entered the password and was sent a verification code', { username: 'hoofdverzekerde', verificationCode: '12345' }] as const;
const TEMPORARY_PASSWORD = 'tijdelijkwachtwoord is logged in with a temporary password and unsigned terms';

describe('login and the verification code', () => {
  test('a correct password answers a login token and the verification receiver', async () => {
    await pact
      .addInteraction()
      .given('an active account with this username and password', HOOFDVERZEKERDE)
      .uponReceiving('a login with a correct password')
      .withRequest('POST', '/api/account/login', (request) =>
        request.headers(CLIENT_VERSION).jsonBody({ username: 'hoofdverzekerde', password: 'Welkom01!', rememberMe: false }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ loginToken: string(EXAMPLE_BEARER), verificationReceiver: RECEIVER }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { username: 'hoofdverzekerde', password: 'Welkom01!', rememberMe: false };
        const answers = await payloadsOf(scope, loginMutation.finished.success, () => allSettled(loginMutation.start, { scope, params }));
        expect(answers.map(({ result }) => [result.loginToken, result.verificationReceiver.username, result.verificationReceiver.isVerificationCodeNeeded])).toEqual([
          [EXAMPLE_BEARER, 'hoofdverzekerde', true],
        ]);
      });
  });

  test('a wrong password answers 400 with the catalogue message', async () => {
    await pact
      .addInteraction()
      .given('an active account with this username and password', HOOFDVERZEKERDE)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/account/login', (request) =>
        request.headers(CLIENT_VERSION).jsonBody({ username: 'hoofdverzekerde', password: 'Verkeerd01!', rememberMe: false }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Incorrect username/password combination.')),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { username: 'hoofdverzekerde', password: 'Verkeerd01!', rememberMe: false };
        const failures = await payloadsOf(scope, loginMutation.finished.failure, () => allSettled(loginMutation.start, { scope, params }));
        expect(failures.map(({ error }) => loginFailureOf(serverMessageOf(error)))).toEqual([{ kind: 'invalid-combination' }]);
      });
  });

  test('an account that is not activated answers 400 "Account not activated"', async () => {
    await pact
      .addInteraction()
      .given('an account with this username and password that is not activated', NIET_GEACTIVEERD)
      .uponReceiving('a login of an account that is not activated')
      .withRequest('POST', '/api/account/login', (request) =>
        request.headers(CLIENT_VERSION).jsonBody({ username: 'nietgeactiveerd', password: 'Welkom01!', rememberMe: false }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Account not activated')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { username: 'nietgeactiveerd', password: 'Welkom01!', rememberMe: false };
        const failures = await payloadsOf(scope, loginMutation.finished.failure, () => allSettled(loginMutation.start, { scope, params }));
        expect(failures.map(({ error }) => loginFailureOf(serverMessageOf(error)))).toEqual([{ kind: 'not-activated' }]);
      });
  });

  test('the right code with the login token answers the access token', async () => {
    await pact
      .addInteraction()
      .given(...CODE_SENT)
      .uponReceiving('the right verification code')
      .withRequest('POST', '/api/account/validateVerificationCode', (request) =>
        request.headers(WITH_LOGIN_TOKEN).jsonBody({ verificationCode: '12345' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { token: EXAMPLE_BEARER, verificationCode: '12345' };
        const answers = await payloadsOf(scope, validateLoginCodeMutation.finished.success, () => allSettled(validateLoginCodeMutation.start, { scope, params }));
        expect(answers.map(({ result }) => result)).toEqual([{ accessToken: EXAMPLE_BEARER }]);
      });
  });

  test('a wrong code answers 400 "Verificationcode was invalid"', async () => {
    await pact
      .addInteraction()
      .given(...CODE_SENT)
      .uponReceiving('a wrong verification code')
      .withRequest('POST', '/api/account/validateVerificationCode', (request) =>
        request.headers(WITH_LOGIN_TOKEN).jsonBody({ verificationCode: '99999' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Verificationcode was invalid')),
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
        expect(codeFailureOf(failures[0])).toBe('wrong-code');
      });
  });

  test('a new code is sent on request, answering the receiver', async () => {
    await pact
      .addInteraction()
      .given(...CODE_SENT)
      .uponReceiving('a request to resend the verification code')
      .withRequest('POST', '/api/Account/ResendVerificationCode', (request) => request.headers(WITH_LOGIN_TOKEN))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(RECEIVER))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const answers = await payloadsOf(scope, resendCodeMutation.finished.success, () => allSettled(resendCodeMutation.start, { scope, params: EXAMPLE_BEARER }));
        expect(answers.map(({ result }) => [result.username, result.phoneNumber])).toEqual([['hoofdverzekerde', '+316******98']]);
      });
  });

  test('the first-login password change answers a fresh token', async () => {
    await pact
      .addInteraction()
      .given(TEMPORARY_PASSWORD)
      .uponReceiving('a new password instead of the temporary one')
      .withRequest('POST', '/api/Account/UpdatePassword', (request) => request.headers(AUTHORISED).jsonBody({ Password: 'Nieuw2026!' }))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, updatePasswordMutation.finished.success, () => allSettled(updatePasswordMutation.start, { scope, params: 'Nieuw2026!' }));
        expect(answers.map(({ result }) => result)).toEqual([{ accessToken: EXAMPLE_BEARER }]);
      });
  });

  test('signing the terms of agreement answers a fresh token', async () => {
    await pact
      .addInteraction()
      .given(TEMPORARY_PASSWORD)
      .uponReceiving('signing the terms of agreement')
      .withRequest('POST', '/api/Account/SignTermsOfAgreement', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, signTermsMutation.finished.success, () => allSettled(signTermsMutation.start, { scope }));
        expect(answers.map(({ result }) => result)).toEqual([{ accessToken: EXAMPLE_BEARER }]);
      });
  });
});
