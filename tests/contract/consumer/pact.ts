import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { apiBaseUrlChanged, bearerTokenChanged } from '@/shared/api';
import { allSettled, fork, type Scope } from 'effector';
import path from 'node:path';

export const CONSUMER = 'mijn-omgeving-portal';
export const PROVIDER = 'mijn-omgeving-fake-backend';
export const PACT_DIR = path.resolve(import.meta.dirname, '../../../pacts');

/** One pact file for the portal; every consumer test adds its interactions to it. */
export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/** Any bearer: the provider verification replaces it with a real token for the state's user. */
export const EXAMPLE_BEARER = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJhY2Nlc3MifQ.voorbeeld';

export const { like, eachLike, regex, boolean, integer, string, fromProviderState } = MatchersV3;

/** Express answers `application/json; charset=utf-8`: match the type loosely. */
export const JSON_CONTENT_TYPE = { 'Content-Type': regex(/application\/json.*/, 'application/json; charset=utf-8') };

export const CLIENT_VERSION = { 'Client-Version': '2.26.0' };
export const AUTHORISED = { ...CLIENT_VERSION, Authorization: `Bearer ${EXAMPLE_BEARER}` };

/** A scope whose API client talks to the Pact mock server, optionally with a bearer. */
export async function scopeFor(mockServerUrl: string, bearer: string | null = null): Promise<Scope> {
  const scope = fork();
  await allSettled(apiBaseUrlChanged, { scope, params: `${mockServerUrl}/api/` });
  await allSettled(bearerTokenChanged, { scope, params: bearer });
  return scope;
}
