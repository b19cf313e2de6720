import { createAccountMutation, identityCheckMutation, sendActivationCodeMutation, sendVerificationCodeMutation, validateActivationCodeMutation } from '@/features/register-account/api/registration';
import { registrationFailureOf, type RegistrationFailure } from '@/features/register-account/lib/failure';
import { serverMessageOf } from '@/shared/api';
import { allSettled, createWatch, type EventCallable, type Scope, type Unit } from 'effector';
import { describe, expect, test } from 'vitest';
import { CLIENT_VERSION, EXAMPLE_REGISTRATION_TOKEN, JSON_CONTENT_TYPE, WITH_REGISTRATION_TOKEN, createPact, like, messageStartingWith, regex, scopeFor, string } from './pact';

const pact = createPact();

/** Sanne Visser of the fake backend's seed (README "Registering an account"). */
const SANNE = {
  customerNumber: '171898435',
  username: 'sannevisser',
  birthDate: '1991-03-14',
  agreementId: '40199001',
  email: 'sanne.visser@example.nl',
  phoneNumber: '+31687654321',
  password: 'Registreer#1',
};
const IDENTITY = { username: SANNE.username, birthDate: SANNE.birthDate, agreementId: SANNE.agreementId };
/** The provider states' parameters: who registers, with what (a backend team creates this person). */
const SANNE_PARAMS = { ...SANNE };
/** the later steps' token, sent as their bearer (the Pact bearer matcher injects the state's) */
const TOKEN = { registrationToken: EXAMPLE_REGISTRATION_TOKEN };
const NEW_ACCOUNT = {
  customerNumber: SANNE.customerNumber,
  username: SANNE.username,
  password: SANNE.password,
  email: SANNE.email,
  phoneNumber: SANNE.phoneNumber,
  verificationCode: '12345',
};

/** Runs a mutation in the scope and answers how it finished: its result, or the server's message and the failure the wizard derives. */
async function run<Params, Result>(
  scope: Scope,
  mutation: {
    start: EventCallable<Params>;
    finished: { success: Unit<{ result: Result }>; failure: Unit<{ error: unknown }> };
  },
  params: Params,
): Promise<{ result?: Result; refusedWith?: string | null; failure?: RegistrationFailure }> {
  const outcome: { result?: Result; refusedWith?: string | null; failure?: RegistrationFailure } = {};
  const watches = [
    createWatch({ unit: mutation.finished.success, scope, fn: ({ result }) => (outcome.result = result) }),
    createWatch({
      unit: mutation.finished.failure,
      scope,
      fn: ({ error }) => {
        outcome.refusedWith = serverMessageOf(error);
        outcome.failure = registrationFailureOf(error);
      },
    }),
  ];
  await allSettled(mutation.start, { scope, params });
  watches.forEach((unwatch) => unwatch());
  return outcome;
}

describe('registration: the CreateAccount calls', () => {
  test('1 the identity check of a person without an account answers the customer number', async () => {
    await pact
      .addInteraction()
      .given('Sanne Visser has no account yet', SANNE_PARAMS)
      .uponReceiving('an identity check of a person who may register')
      .withRequest('POST', '/api/CreateAccount/IsValid', (request) => request.headers(CLIENT_VERSION).jsonBody(IDENTITY))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          customerNumber: string(SANNE.customerNumber),
          emailAddress: like('s***@example.org'),
          registrationToken: string(EXAMPLE_REGISTRATION_TOKEN),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const { result } = await run(scope, identityCheckMutation, IDENTITY);
        expect(result?.customerNumber).toBe(SANNE.customerNumber);
        // issue 13 item 8: the later steps go on with this token
        expect(result?.registrationToken).toBe(EXAMPLE_REGISTRATION_TOKEN);
      });
  });

  test.for([
    {
      state: 'Sanne Visser has no account yet',
      description: 'an identity check with a birth date that does not fit the agreement',
      identity: { ...IDENTITY, birthDate: '1991-03-15' },
      message: 'Incorrect combination',
      failure: 'unknown-data',
    },
    {
      state: 'Sanne Visser has no account yet',
      description: 'an identity check with a username of another account',
      identity: { ...IDENTITY, username: 'hoofdverzekerde' },
      message: 'Username already exists',
      failure: 'username-taken',
    },
    {
      state: 'the insurer created an account for Sanne Visser that she has not activated',
      description: 'an identity check with another username than that of the account to activate',
      identity: { ...IDENTITY, username: 'sanne.visser.2' },
      message: 'Account not found',
      failure: 'unknown-username',
    },
    {
      state: 'Sanne Visser has registered her account',
      description: 'an identity check of a person who already has an account',
      identity: { ...IDENTITY, username: 'sanne.visser.2' },
      message: 'Account already exists',
      failure: 'account-registered',
    },
  ] satisfies { state: string; description: string; identity: typeof IDENTITY; message: string; failure: RegistrationFailure }[])('1 refused: $message', async ({ state, description, identity, message, failure }) => {
    await pact
      .addInteraction()
      .given(state, SANNE_PARAMS)
      .uponReceiving(description)
      .withRequest('POST', '/api/CreateAccount/IsValid', (request) => request.headers(CLIENT_VERSION).jsonBody(identity))
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith(message)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const outcome = await run(scope, identityCheckMutation, identity);
        expect(outcome).toEqual({ refusedWith: message, failure });
      });
  });

  test('2 the activation code is sent to the e-mail address (204)', async () => {
    await pact
      .addInteraction()
      .given('Sanne Visser has checked her identity', SANNE_PARAMS)
      .uponReceiving('a request to send the activation code')
      .withRequest('POST', '/api/CreateAccount/SendActivationCode', (request) =>
        request.headers(WITH_REGISTRATION_TOKEN).jsonBody({ email: SANNE.email, customerNumber: SANNE.customerNumber }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const { result } = await run(scope, sendActivationCodeMutation, { email: SANNE.email, customerNumber: SANNE.customerNumber, ...TOKEN });
        expect(result).toBeNull();
      });
  });

  test('2 the right activation code is accepted (204)', async () => {
    await pact
      .addInteraction()
      .given('an activation code was sent to Sanne Visser', SANNE_PARAMS)
      .uponReceiving('the right activation code')
      .withRequest('POST', '/api/CreateAccount/ValidateActivationCode', (request) =>
        request.headers(WITH_REGISTRATION_TOKEN).jsonBody({ email: SANNE.email, code: '24680' }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const { result } = await run(scope, validateActivationCodeMutation, { email: SANNE.email, code: '24680', ...TOKEN });
        expect(result).toBeNull();
      });
  });

  test('2 a wrong activation code answers 400 "Activationcode was invalid"', async () => {
    await pact
      .addInteraction()
      .given('an activation code was sent to Sanne Visser', SANNE_PARAMS)
      .uponReceiving('a wrong activation code')
      .withRequest('POST', '/api/CreateAccount/ValidateActivationCode', (request) =>
        request.headers(WITH_REGISTRATION_TOKEN).jsonBody({ email: SANNE.email, code: '13579' }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Activationcode was invalid')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const outcome = await run(scope, validateActivationCodeMutation, { email: SANNE.email, code: '13579', ...TOKEN });
        expect(outcome).toEqual({ refusedWith: 'Activationcode was invalid', failure: 'wrong-activation-code' });
      });
  });

  test('4 the verification code is sent to the phone number, which comes back masked with the send date', async () => {
    await pact
      .addInteraction()
      .given('Sanne Visser has validated her activation code', SANNE_PARAMS)
      .uponReceiving('a request to send the verification code of a registration')
      .withRequest('POST', '/api/CreateAccount/SendVerificationCode', (request) =>
        request.headers(WITH_REGISTRATION_TOKEN).jsonBody({ customerNumber: SANNE.customerNumber, phoneNumber: SANNE.phoneNumber }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          phoneNumber: regex(/^\+\d[\d*]+$/, '+316******21'),
          sendDate: regex(/^\d{4}-\d{2}-\d{2}T.*$/, '2026-11-23T10:00:00.000Z'),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const { result } = await run(scope, sendVerificationCodeMutation, { customerNumber: SANNE.customerNumber, phoneNumber: SANNE.phoneNumber, ...TOKEN });
        expect(result?.phoneNumber).toMatch(/^\+316\*+21$/);
        expect(result?.sendDate).toMatch(/^\d{4}-/);
      });
  });

  test('5 the right verification code creates the account (204)', async () => {
    await pact
      .addInteraction()
      .given("a verification code was sent to Sanne Visser's mobile phone", SANNE_PARAMS)
      .uponReceiving('the creation of an account with the right verification code')
      .withRequest('POST', '/api/CreateAccount', (request) => request.headers(WITH_REGISTRATION_TOKEN).jsonBody(NEW_ACCOUNT))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const { result } = await run(scope, createAccountMutation, { ...NEW_ACCOUNT, ...TOKEN });
        expect(result).toBeNull();
      });
  });

  test('5 a wrong verification code answers 400 "Verificationcode was invalid"', async () => {
    const account = { ...NEW_ACCOUNT, verificationCode: '54321' };
    await pact
      .addInteraction()
      .given("a verification code was sent to Sanne Visser's mobile phone", SANNE_PARAMS)
      .uponReceiving('the creation of an account with a wrong verification code')
      .withRequest('POST', '/api/CreateAccount', (request) => request.headers(WITH_REGISTRATION_TOKEN).jsonBody(account))
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Verificationcode was invalid')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const outcome = await run(scope, createAccountMutation, { ...account, ...TOKEN });
        expect(outcome).toEqual({ refusedWith: 'Verificationcode was invalid', failure: 'wrong-verification-code' });
      });
  });
});
