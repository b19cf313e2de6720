import type { VerifierOptions } from '@pact-foundation/pact';
import { PACT_FILE, PROVIDER } from '../contract';

/**
 * Exactly what pacts/README.md tells a backend team to configure: the pact,
 * the API's base URL and its state change URL (teardown calls included).
 * The bearer of each request is the token the state change answers
 * (provider-state injection); nothing else is configured.
 */
export function verifierOptionsFor(providerBaseUrl: string): VerifierOptions {
  return {
    provider: PROVIDER,
    pactUrls: [PACT_FILE],
    providerBaseUrl,
    providerStatesSetupUrl: `${providerBaseUrl}/__fake/provider-states`,
    providerStatesSetupTeardown: true,
    logLevel: 'warn',
  };
}
