import { resetPasswordMutation, resetUsernameMutation } from '@/features/forgot-credentials/api/forgot';
import { setNewPasswordMutation } from '@/features/reset-password/api/reset-password';
import { resendCodeMutation, validateResetCodeMutation } from '@/features/verify-code/api/verification';
import { forgotFailureOf, type ForgotFailure } from '@/features/forgot-credentials/model/forgot-failure';
import { codeFailureOf } from '@/features/verify-code/model/code-failure';
import { ApiError } from '@/shared/api';
import { allSettled, type Scope, type Unit } from 'effector';
import { describe, expect, test } from 'vitest';
import { payloadsOf } from './outcome';
import {
  CLIENT_VERSION,
  EXAMPLE_BEARER,
  JSON_CONTENT_TYPE,
  WITH_LOGIN_TOKEN,
  WITH_RESET_TOKEN,
  boolean,
  createPact,
  like,
  messageExactly,
  messageStartingWith,
  regex,
  scopeFor,
  string,
} from './pact';

const pact = createPact();

/** Fixed identity data that the provider state gives the demo account's person. */
const HOOFDVERZEKERDE = { username: 'hoofdverzekerde', policyNumber: '111122223333', birthDate: '1980-04-12' };
const SENT_BIRTH_DATE = '1980/04/12';

const receiver = (username: unknown) => ({
  username,
  phoneNumber: regex(/^\+31[\d*]+$/, '+316******98'),
  emailAddress: like('c***@example.org'),
  phoneNumberIsUnknown: boolean(false),
  emailAddressIsUnknown: boolean(false),
  isVerificationCodeNeeded: boolean(true),
  sendDate: regex(/^\d{4}-\d{2}-\d{2}T.*$/, '2026-11-21T10:00:00.000Z'),
  customerNumber: string('197389432'),
});

/** The one failure the mutation reports. */
async function failureOf(scope: Scope, failure: Unit<{ error: unknown }>, run: () => Promise<unknown>) {
  const errors = (await payloadsOf(scope, failure, run)).map(({ error }) => error);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toBeInstanceOf(ApiError);
  return errors[0] as ApiError;
}

describe('forgot username', () => {
  test('policy number and birth date (year/month/day) answer a reset token and the receiver, without the username', async () => {
    await pact
      .addInteraction()
      .given('an account with this policy number and birth date', HOOFDVERZEKERDE)
      .uponReceiving('a forgot-username request of a known insured person')
      .withRequest('POST', '/api/Account/ResetUsername', (request) =>
        request.headers(CLIENT_VERSION).jsonBody({ policyNumber: HOOFDVERZEKERDE.policyNumber, birthDate: SENT_BIRTH_DATE }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ loginToken: string(EXAMPLE_BEARER), verificationReceiver: receiver(null) }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { policyNumber: HOOFDVERZEKERDE.policyNumber, birthDate: SENT_BIRTH_DATE };
        const answers = await payloadsOf(scope, resetUsernameMutation.finished.success, () => allSettled(resetUsernameMutation.start, { scope, params }));
        expect(answers.map(({ result }) => result.verificationReceiver.username)).toEqual([null]);
      });
  });

  test.for([
    {
      case: 'an unknown policy number',
      given: ['no account with this policy number', { policyNumber: '999999999999' }] as const,
      body: { policyNumber: '999999999999', birthDate: SENT_BIRTH_DATE },
      message: 'Account not found',
      // the portal's fallback: any text but the others would do, so the contract pins this one
      matcher: messageExactly('Account not found'),
      failure: { kind: 'account-not-found' } satisfies ForgotFailure,
    },
    {
      case: 'an account without phone number and e-mail address',
      given: ['an account with this policy number and birth date', { username: 'zondertelefoon', policyNumber: '111122224444', birthDate: '1975-06-30' }] as const,
      body: { policyNumber: '111122224444', birthDate: '1975/06/30' },
      message: 'Account does not have: PhoneNumber, EmailAddress',
      // the portal reads the beginning, then looks for each missing item
      matcher: { message: regex(/^Account does not have: (PhoneNumber, EmailAddress|EmailAddress, PhoneNumber)$/, 'Account does not have: PhoneNumber, EmailAddress') },
      failure: { kind: 'missing-contact', phoneNumber: true, emailAddress: true } satisfies ForgotFailure,
    },
    {
      case: 'an account that is not activated',
      given: ['an account with this policy number and birth date', { username: 'nietgeactiveerd', policyNumber: '111122225555', birthDate: '1968-01-31' }] as const,
      body: { policyNumber: '111122225555', birthDate: '1968/01/31' },
      message: 'Account not activated',
      matcher: messageStartingWith('Account not activated'),
      failure: { kind: 'account-not-activated' } satisfies ForgotFailure,
    },
  ])('$case answers 400 "$message"', async ({ case: name, given, body, message, matcher, failure }) => {
    await pact
      .addInteraction()
      .given(given[0], given[1])
      .uponReceiving(`a forgot-username request for ${name}`)
      .withRequest('POST', '/api/Account/ResetUsername', (request) => request.headers(CLIENT_VERSION).jsonBody(body))
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(matcher))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const error = await failureOf(scope, resetUsernameMutation.finished.failure, () => allSettled(resetUsernameMutation.start, { scope, params: body }));
        expect(error.serverMessage).toBe(message);
        expect(forgotFailureOf(error)).toEqual(failure);
      });
  });
});

describe('forgot password', () => {
  test('username and birth date answer a reset token and the receiver', async () => {
    await pact
      .addInteraction()
      .given('an account with this policy number and birth date', HOOFDVERZEKERDE)
      .uponReceiving('a forgot-password request of a known username')
      .withRequest('POST', '/api/Account/ResetPassword', (request) =>
        request.headers(CLIENT_VERSION).jsonBody({ username: 'hoofdverzekerde', birthDate: SENT_BIRTH_DATE }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ loginToken: string(EXAMPLE_BEARER), verificationReceiver: receiver(string('hoofdverzekerde')) }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { username: 'hoofdverzekerde', birthDate: SENT_BIRTH_DATE };
        const answers = await payloadsOf(scope, resetPasswordMutation.finished.success, () => allSettled(resetPasswordMutation.start, { scope, params }));
        expect(answers.map(({ result }) => [result.loginToken, result.verificationReceiver.username])).toEqual([[EXAMPLE_BEARER, 'hoofdverzekerde']]);
      });
  });

  test('an unknown username answers 400 "Account not found with Username"', async () => {
    const body = { username: 'onbekend1', birthDate: SENT_BIRTH_DATE };
    await pact
      .addInteraction()
      .given('no account with this username', { username: 'onbekend1' })
      .uponReceiving('a forgot-password request of an unknown username')
      .withRequest('POST', '/api/Account/ResetPassword', (request) => request.headers(CLIENT_VERSION).jsonBody(body))
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Account not found with Username')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const error = await failureOf(scope, resetPasswordMutation.finished.failure, () => allSettled(resetPasswordMutation.start, { scope, params: body }));
        expect(error.serverMessage).toBe('Account not found with Username');
        expect(forgotFailureOf(error)).toEqual({ kind: 'unknown-username' });
      });
  });
});

describe('the forgot check of the code', () => {
  test('forgot username: the right code answers the e-mail address and the username', async () => {
    await pact
      .addInteraction()
      .given('a forgot-username code was sent', HOOFDVERZEKERDE)
      .uponReceiving('the right code of a forgot-username request')
      .withRequest('POST', '/api/account/validateVerificationCodeResetFlow', (request) =>
        request.headers(WITH_LOGIN_TOKEN).jsonBody({ verificationCode: '12345', resetType: 'username' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ emailAddress: like('cas.kok@example.org'), username: string('hoofdverzekerde') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { token: EXAMPLE_BEARER, verificationCode: '12345', resetType: 'username' as const };
        const answers = await payloadsOf(scope, validateResetCodeMutation.finished.success, () => allSettled(validateResetCodeMutation.start, { scope, params }));
        expect(answers.map(({ result }) => result)).toEqual([{ emailAddress: 'cas.kok@example.org', username: 'hoofdverzekerde' }]);
      });
  });

  test('forgot password: the right code answers the e-mail address and a password-reset token', async () => {
    await pact
      .addInteraction()
      .given('a forgot-password code was sent', HOOFDVERZEKERDE)
      .uponReceiving('the right code of a forgot-password request')
      .withRequest('POST', '/api/account/validateVerificationCodeResetFlow', (request) =>
        request.headers(WITH_LOGIN_TOKEN).jsonBody({ verificationCode: '12345', resetType: 'password' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ emailAddress: like('cas.kok@example.org'), resetToken: string(EXAMPLE_BEARER) }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { token: EXAMPLE_BEARER, verificationCode: '12345', resetType: 'password' as const };
        const answers = await payloadsOf(scope, validateResetCodeMutation.finished.success, () => allSettled(validateResetCodeMutation.start, { scope, params }));
        expect(answers.map(({ result }) => result)).toEqual([{ emailAddress: 'cas.kok@example.org', resetToken: EXAMPLE_BEARER }]);
      });
  });

  test('a wrong code answers 400 "Verificationcode was invalid"', async () => {
    await pact
      .addInteraction()
      .given('a forgot-password code was sent', HOOFDVERZEKERDE)
      .uponReceiving('a wrong code of a forgot-password request')
      .withRequest('POST', '/api/account/validateVerificationCodeResetFlow', (request) =>
        request.headers(WITH_LOGIN_TOKEN).jsonBody({ verificationCode: '99999', resetType: 'password' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Verificationcode was invalid')),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { token: EXAMPLE_BEARER, verificationCode: '99999', resetType: 'password' as const };
        const error = await failureOf(scope, validateResetCodeMutation.finished.failure, () => allSettled(validateResetCodeMutation.start, { scope, params }));
        expect(error.serverMessage).toBe('Verificationcode was invalid');
        expect(codeFailureOf(error)).toBe('wrong-code');
      });
  });

  test('a new code of the forgot-username flow: the receiver still leaves the username out', async () => {
    await pact
      .addInteraction()
      .given('a forgot-username code was sent', HOOFDVERZEKERDE)
      .uponReceiving('a request to resend the code of a forgot-username request')
      .withRequest('POST', '/api/Account/ResendVerificationCode', (request) => request.headers(WITH_LOGIN_TOKEN))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(receiver(null)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const answers = await payloadsOf(scope, resendCodeMutation.finished.success, () => allSettled(resendCodeMutation.start, { scope, params: EXAMPLE_BEARER }));
        expect(answers.map(({ result }) => result.username)).toEqual([null]);
      });
  });
});

describe('the new password', () => {
  test('with the password-reset token the new password is saved: 204 without a body', async () => {
    await pact
      .addInteraction()
      .given('a new password may be chosen', HOOFDVERZEKERDE)
      .uponReceiving('a new password with the password-reset token')
      .withRequest('POST', '/api/Account/UpdatePassword', (request) => request.headers(WITH_RESET_TOKEN).jsonBody({ Password: 'Nieuw#2026' }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { resetToken: EXAMPLE_BEARER, password: 'Nieuw#2026' };
        const answers = await payloadsOf(scope, setNewPasswordMutation.finished.success, () => allSettled(setNewPasswordMutation.start, { scope, params }));
        expect(answers.map(({ result }) => result)).toEqual([null]);
      });
  });
});
