import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { apiBaseUrlChanged, bearerTokenChanged } from '@/shared/api';
import { allSettled, fork, type Scope } from 'effector';
import { CONSUMER, PACT_DIR, PROVIDER } from '../contract';
import { withRecordedMatches } from './recorded-matches';

export { CONSUMER, PROVIDER };

/**
 * One pact file for the portal; every consumer test adds its interactions to
 * it. `executeTest` waits for the mock server to record what it answered
 * (recorded-matches.ts: the flaky "expected but not received").
 */
export function createPact(): PactV4 {
  const pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
  const addInteraction = pact.addInteraction.bind(pact);
  pact.addInteraction = () => withRecordedMatches(addInteraction(), { matchedOn: (port) => corePactOf(pact).mockServerMatchedSuccessfully(port) });
  return pact;
}

/** pact-core's consumer pact inside PactV4 (a private field; its mock-server calls are keyed by port). */
function corePactOf(pact: PactV4): { mockServerMatchedSuccessfully(port: number): boolean } {
  const core: unknown = Reflect.get(pact, 'pact');
  if (typeof core === 'object' && core !== null && 'mockServerMatchedSuccessfully' in core && typeof core.mockServerMatchedSuccessfully === 'function') {
    return core as { mockServerMatchedSuccessfully(port: number): boolean };
  }
  throw new Error('PactV4 no longer holds a pact-core consumer pact with mockServerMatchedSuccessfully: see tests/contract/consumer/recorded-matches.ts');
}

/** The example JWT the portal sends in the consumer tests; the contract matches any JWT (see `bearer`). */
export const EXAMPLE_BEARER = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJhY2Nlc3MifQ.voorbeeld';

export const { like, eachLike, regex, boolean, integer, string, fromProviderState } = MatchersV3;

/** `Bearer` and a JWT: three base64url parts. */
export const BEARER_JWT = /^Bearer [A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The Authorization header: any JWT matches, and a verifier sends the token
 * that the provider state answers under `token` (provider-state injection,
 * pacts/README.md "Authorization"): `accessToken` of a logged-in user, the
 * `loginToken` of the code step, the one-time `resetToken` of a new password.
 */
export function bearer(token: 'accessToken' | 'loginToken' | 'resetToken') {
  return {
    'pact:matcher:type': 'regex',
    regex: BEARER_JWT.source,
    'pact:generator:type': 'ProviderState',
    expression: `Bearer \${${token}}`,
    value: `Bearer ${EXAMPLE_BEARER}`,
  };
}

/**
 * A refusal's `message` matched by the beginning the portal reads
 * (`startsWith` in login-failure.ts, register-account/lib/failure.ts,
 * forgot-failure.ts): another text fails the verification.
 */
export function messageStartingWith(prefix: string, example: string = prefix) {
  return { message: regex(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}.*$`), example) };
}

/** A refusal's `message` matched exactly (the portal treats any other text differently). */
export function messageExactly(text: string) {
  return { message: regex(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`), text) };
}

/** Express answers `application/json; charset=utf-8`: match the type loosely. */
export const JSON_CONTENT_TYPE = { 'Content-Type': regex(/application\/json.*/, 'application/json; charset=utf-8') };

export const CLIENT_VERSION = { 'Client-Version': '2.26.0' };
/** An example registration token (CreateAccount/IsValid's `registrationToken`). */
export const EXAMPLE_REGISTRATION_TOKEN = '3f2c8a9e-1b4d-4c6e-9f0a-5d7b2e8c1a43';

/**
 * The Authorization header of a registration's later steps (issue 13 item 8):
 * the token the identity check answered, which the state answers under
 * `registrationToken` (provider-state injection). Opaque, so any token
 * without spaces matches.
 */
export function registrationBearer() {
  return {
    'pact:matcher:type': 'regex',
    regex: '^Bearer \\S+$',
    'pact:generator:type': 'ProviderState',
    expression: `Bearer \${registrationToken}`,
    value: `Bearer ${EXAMPLE_REGISTRATION_TOKEN}`,
  };
}

/** A call with the access token of the state's logged-in user. */
export const AUTHORISED = { ...CLIENT_VERSION, Authorization: bearer('accessToken') };
/** A call of the code step, with the login token (or the reset token of a forgot flow) the state answers. */
export const WITH_LOGIN_TOKEN = { ...CLIENT_VERSION, Authorization: bearer('loginToken') };
/** The new password of the forgot-password flow, with the one-time password-reset token the state answers. */
export const WITH_RESET_TOKEN = { ...CLIENT_VERSION, Authorization: bearer('resetToken') };

/** A later step of a registration, with the registration token the state answers. */
export const WITH_REGISTRATION_TOKEN = { ...CLIENT_VERSION, Authorization: registrationBearer() };

/** A scope whose API client talks to the Pact mock server, optionally with a bearer. */
export async function scopeFor(mockServerUrl: string, bearerToken: string | null = null): Promise<Scope> {
  const scope = fork();
  await allSettled(apiBaseUrlChanged, { scope, params: `${mockServerUrl}/api/` });
  await allSettled(bearerTokenChanged, { scope, params: bearerToken });
  return scope;
}
