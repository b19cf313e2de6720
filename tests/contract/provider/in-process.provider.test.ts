// @vitest-environment node
/**
 * The portal's Pact file verified against the fake backend, twice, in two
 * files that vitest runs side by side: here in-process (state handlers calling
 * the provider states directly), and in separate-process.provider.test.ts as a
 * backend team verifies its API. Both reach the same provider states
 * (fake-backend/provider-states).
 */
import { Verifier } from '@pact-foundation/pact';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFakeBackend, type FakeBackend, type RunningFakeBackend } from '../../../fake-backend/app';
import { changeProviderState, PROVIDER_STATES } from '../../../fake-backend/provider-states';
import { PACT_FILE, PROVIDER } from '../contract';

beforeAll(() => {
  expect(existsSync(PACT_FILE), `${PACT_FILE}: run npm run test:contract:consumer first`).toBe(true);
});

describe('in-process', () => {
  let dataDir: string;
  let backend: FakeBackend;
  let server: RunningFakeBackend;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pact-provider-'));
    backend = await createFakeBackend({ dataDir });
    server = await backend.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('every provider state of the pact has an implementation', () => {
    // pact-js only warns about a state without a handler; over HTTP an unknown state answers 400
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: { providerStates?: { name: string }[] }[] };
    const named = new Set(pact.interactions.flatMap(({ providerStates }) => (providerStates ?? []).map(({ name }) => name)));
    expect([...named].filter((state) => !(state in PROVIDER_STATES))).toEqual([]);
  });

  test('the fake backend honours every interaction of the portal', async () => {
    const context = { store: backend.store, clock: backend.clock, outbox: backend.outbox, url: server.url, reset: () => backend.reset() };
    // a teardown has nothing to undo (every setup resets), so a setup function per state is all;
    // pact-js answers 200 when a handler throws, so the failures are collected and reported here
    const stateFailures: string[] = [];
    const stateHandlers = Object.fromEntries(
      Object.keys(PROVIDER_STATES).map((state) => [
        state,
        async (params?: unknown) => {
          try {
            return await changeProviderState(context, { state, params: (params ?? {}) as Record<string, unknown>, action: 'setup' });
          } catch (error) {
            stateFailures.push(`${state}: ${error instanceof Error ? error.message : String(error)}`);
            throw error;
          }
        },
      ]),
    );
    try {
      await new Verifier({ provider: PROVIDER, pactUrls: [PACT_FILE], providerBaseUrl: server.url, logLevel: 'warn', stateHandlers }).verifyProvider();
    } finally {
      expect(stateFailures, 'provider states that could not be set up').toEqual([]);
    }
  });
});
