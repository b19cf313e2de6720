import { genericCallbackQuery } from '@/features/idin-callback';
import { processAuthenticationMutation, processErrorMutation, processIdentificationMutation } from '@/features/idin-callback/api/idin-callback';
import { bankOptionsQuery } from '@/features/idin-start';
import { createSessionMutation } from '@/features/idin-start/api/idin-start';
import { ApiError } from '@/shared/api';
import { MatchersV3 } from '@pact-foundation/pact';
import { idinOutcomeOfMessage } from '@portal/domain';
import { allSettled, createWatch, type Event, type EventCallable, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { payloadsOf } from './outcome';
import { AUTHORISED, CLIENT_VERSION, EXAMPLE_BEARER, JSON_CONTENT_TYPE, createPact, eachLike, integer, messageExactly, regex, scopeFor, string } from './pact';

const { fromProviderState } = MatchersV3;
const pact = createPact();

const PORTAL = 'http://localhost:5173';
const SESSION_ID = 'b1e5a4c2-3f0d-4a8e-9c1b-2d7e6f5a4b3c';
const CLIENT_CODE = 'Zm9vYmFyLWNsaWVudC1jb2RlLXZvb3JiZWVsZA';
const AUTHORIZATION_CODE = '8f14e45fceea167a5a36dedd4bea2543';

/** The bank session's random values, handed over by the provider state. */
const PROCESS_BODY = {
  sessionId: fromProviderState('${sessionId}', SESSION_ID),
  clientCode: fromProviderState('${clientCode}', CLIENT_CODE),
};
const PROCESS_PARAMS = { sessionId: SESSION_ID, clientCode: CLIENT_CODE };

/** The portal compares the whole reason (idinOutcomeOfMessage): pinned exactly. */
const reason = messageExactly;

/** The server's message of the one failure a call ends with. */
async function failureMessageOf<Params>(
  scope: Scope,
  failed: Event<{ error: unknown }>,
  start: EventCallable<Params>,
  params: Params,
): Promise<string | null> {
  const failures: unknown[] = [];
  const unwatch = createWatch({ unit: failed, scope, fn: ({ error }) => failures.push(error) });
  await allSettled(start, { scope, params });
  unwatch();
  expect(failures).toHaveLength(1);
  expect(failures[0]).toBeInstanceOf(ApiError);
  return (failures[0] as ApiError).serverMessage;
}

describe('choosing a bank and creating the bank session', () => {
  test('GET idin/bank-options answers the banks', async () => {
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving('a request for the iDIN bank options')
      .withRequest('GET', '/api/idin/bank-options', (request) => request.headers(CLIENT_VERSION))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike({ issuerId: string('INGBNL2A'), name: string('ING') })))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(bankOptionsQuery.start, { scope });
        expect(scope.getState(bankOptionsQuery.$data)).toEqual([{ issuerId: 'INGBNL2A', name: 'ING' }]);
      });
  });

  test.for([
    { flow: 1, purpose: 'a login' },
    { flow: 0, purpose: 'a registration' },
  ] as const)('POST Idin/create-session for $purpose answers the client code, its lifetime and the bank page', async ({ flow, purpose }) => {
    const params = { iDINFlow: flow, bankIssuer: 'RABONL2U', clientBaseUrl: PORTAL };
    await pact
      .addInteraction()
      .given('the portal is configured')
      .uponReceiving(`a new iDIN session for ${purpose}`)
      .withRequest('POST', '/api/Idin/create-session', (request) => request.headers(CLIENT_VERSION).jsonBody(params))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          clientCode: string(CLIENT_CODE),
          sessionLifetime: integer(600),
          redirectUrl: regex(/^https?:\/\/.+/, `http://localhost:3001/__fake/idin/bank?sessionId=${SESSION_ID}`),
        }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const answers: unknown[] = [];
        const unwatch = createWatch({ unit: createSessionMutation.finished.success, scope, fn: ({ result }) => answers.push(result) });
        await allSettled(createSessionMutation.start, { scope, params });
        unwatch();
        expect(answers).toEqual([{ clientCode: CLIENT_CODE, sessionLifetime: 600, redirectUrl: expect.stringContaining('sessionId=') as unknown }]);
      });
  });
});

describe('the bank\'s answer is processed', () => {
  test('a confirmed login of hoofdverzekerde answers an access token', async () => {
    await pact
      .addInteraction()
      .given('iDIN: the bank has answered', { flow: 1, choice: 'success', identity: 'hoofdverzekerde' })
      .uponReceiving('processing a confirmed iDIN login')
      .withRequest('POST', '/api/Idin/process-authentication', (request) => request.headers(CLIENT_VERSION).jsonBody(PROCESS_BODY))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const answers = await payloadsOf(scope, processAuthenticationMutation.finished.success, () =>
          allSettled(processAuthenticationMutation.start, { scope, params: PROCESS_PARAMS }),
        );
        expect(answers.map(({ result }) => result)).toEqual([{ accessToken: EXAMPLE_BEARER }]);
      });
  });

  test('an activation: the logged-in wanbetaler\'s bearer with a confirmed identity answers an access token', async () => {
    await pact
      .addInteraction()
      .given('iDIN: a user is logged in and the bank confirmed their identity', { username: 'wanbetaler' })
      .uponReceiving('processing an iDIN activation with the access token')
      .withRequest('POST', '/api/Idin/process-authentication', (request) => request.headers(AUTHORISED).jsonBody(PROCESS_BODY))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ accessToken: string(EXAMPLE_BEARER) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, processAuthenticationMutation.finished.success, () =>
          allSettled(processAuthenticationMutation.start, { scope, params: PROCESS_PARAMS }),
        );
        expect(answers.map(({ result }) => result)).toEqual([{ accessToken: EXAMPLE_BEARER }]);
      });
  });

  test.for([
    { case: 'an account without iDIN', choice: 'success', identity: 'wanbetaler', message: 'Login not active', outcome: 'should-activate' },
    { case: 'an expired bank session', choice: 'expire', identity: 'hoofdverzekerde', message: 'Expired', outcome: 'expired' },
    { case: 'a cancelled identification', choice: 'cancel', identity: 'hoofdverzekerde', message: 'Cancelled', outcome: 'cancelled' },
    { case: 'an identity without account', choice: 'unknown-account', identity: 'hoofdverzekerde', message: 'Account not found', outcome: 'account-not-found' },
    { case: 'a bank error', choice: 'error', identity: 'hoofdverzekerde', message: 'Failure', outcome: 'failure' },
  ] as const)('a login with $case answers 400 "$message"', async ({ case: name, choice, identity, message, outcome }) => {
    await pact
      .addInteraction()
      .given('iDIN: the bank has answered', { flow: 1, choice, identity })
      .uponReceiving(`processing an iDIN login with ${name}`)
      .withRequest('POST', '/api/Idin/process-authentication', (request) => request.headers(CLIENT_VERSION).jsonBody(PROCESS_BODY))
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(reason(message)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const serverMessage = await failureMessageOf(scope, processAuthenticationMutation.finished.failure, processAuthenticationMutation.start, PROCESS_PARAMS);
        expect(serverMessage).toBe(message);
        expect(idinOutcomeOfMessage(serverMessage)).toBe(outcome);
      });
  });

  test('a confirmed registration answers the customer number', async () => {
    await pact
      .addInteraction()
      .given('iDIN: the bank has answered', { flow: 0, choice: 'success', identity: 'registrable' })
      .uponReceiving('processing a confirmed iDIN identification')
      .withRequest('POST', '/api/Idin/process-identification', (request) => request.headers(CLIENT_VERSION).jsonBody(PROCESS_BODY))
      .willRespondWith(200, (response) =>
        // the registration goes on with this token (issue 13 item 8)
        response.headers(JSON_CONTENT_TYPE).jsonBody({ customerNumber: string('400500600'), registrationToken: string('9b1d4c2e-7a3f-4e8b-b6d5-0c2a1f9e8d77') }),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const answers = await payloadsOf(scope, processIdentificationMutation.finished.success, () =>
          allSettled(processIdentificationMutation.start, { scope, params: PROCESS_PARAMS }),
        );
        expect(answers.map(({ result }) => result)).toEqual([{ customerNumber: '400500600', registrationToken: '9b1d4c2e-7a3f-4e8b-b6d5-0c2a1f9e8d77' }]);
      });
  });

  test.for([
    { case: 'a person who has an account', choice: 'success', identity: 'hoofdverzekerde', message: 'Account already exists', outcome: 'account-exists' },
    { case: 'a person who may not register', choice: 'unknown-account', identity: 'registrable', message: 'Account not found', outcome: 'account-not-found' },
  ] as const)('a registration of $case answers 400 "$message"', async ({ case: name, choice, identity, message, outcome }) => {
    await pact
      .addInteraction()
      .given('iDIN: the bank has answered', { flow: 0, choice, identity })
      .uponReceiving(`processing an iDIN identification of ${name}`)
      .withRequest('POST', '/api/Idin/process-identification', (request) => request.headers(CLIENT_VERSION).jsonBody(PROCESS_BODY))
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(reason(message)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const serverMessage = await failureMessageOf(scope, processIdentificationMutation.finished.failure, processIdentificationMutation.start, PROCESS_PARAMS);
        expect(serverMessage).toBe(message);
        expect(idinOutcomeOfMessage(serverMessage)).toBe(outcome);
      });
  });

  test('POST Idin/process-error reports a failure and answers 204', async () => {
    await pact
      .addInteraction()
      .given('iDIN: the bank has answered', { flow: 1, choice: 'error' })
      .uponReceiving('a reported iDIN failure')
      .withRequest('POST', '/api/Idin/process-error', (request) =>
        request.headers(CLIENT_VERSION).jsonBody({ sessionId: fromProviderState('${sessionId}', SESSION_ID) }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const answers = await payloadsOf(scope, processErrorMutation.finished.success, () =>
          allSettled(processErrorMutation.start, { scope, params: { sessionId: SESSION_ID } }),
        );
        expect(answers.map(({ result }) => result)).toEqual([null]);
      });
  });
});

describe('the generic return point callback/iDin', () => {
  const callbackUrl = `${PORTAL}/callback/iDin`;

  test('GET Idin with the code and state answers the session', async () => {
    await pact
      .addInteraction()
      .given('iDIN: the bank has answered', { flow: 1, choice: 'success', identity: 'hoofdverzekerde', generic: true })
      .uponReceiving('the generic iDIN callback with a code')
      .withRequest('GET', '/api/Idin', (request) =>
        request.headers(CLIENT_VERSION).query({
          code: fromProviderState('${code}', AUTHORIZATION_CODE),
          state: fromProviderState('${sessionId}', SESSION_ID),
          callbackUrl,
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ sessionId: fromProviderState('${sessionId}', SESSION_ID) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        await allSettled(genericCallbackQuery.start, { scope, params: { code: AUTHORIZATION_CODE, state: SESSION_ID, callbackUrl } });
        expect(scope.getState(genericCallbackQuery.$data)).toBe(SESSION_ID);
      });
  });

  test('GET Idin with the bank\'s access_denied answers 400 "Cancelled"', async () => {
    await pact
      .addInteraction()
      .given('iDIN: the bank has answered', { flow: 1, choice: 'cancel', generic: true })
      .uponReceiving('the generic iDIN callback with a cancellation')
      .withRequest('GET', '/api/Idin', (request) =>
        request.headers(CLIENT_VERSION).query({
          state: fromProviderState('${sessionId}', SESSION_ID),
          error: 'access_denied',
          error_description: 'Cancelled',
          callbackUrl,
        }),
      )
      .willRespondWith(400, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(reason('Cancelled')))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url);
        const params = { state: SESSION_ID, error: 'access_denied', error_description: 'Cancelled', callbackUrl };
        const serverMessage = await failureMessageOf(scope, genericCallbackQuery.finished.failure, genericCallbackQuery.start, params);
        expect(serverMessage).toBe('Cancelled');
        expect(idinOutcomeOfMessage(serverMessage)).toBe('cancelled');
      });
  });
});
