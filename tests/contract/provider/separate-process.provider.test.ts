// @vitest-environment node
/**
 * The portal's Pact file verified as a backend team verifies its API
 * (pacts/README.md): a fake backend started as a separate process, known only
 * by its base URL, with the HTTP state change URL. The in-process verification
 * is in-process.provider.test.ts; vitest runs the two files side by side.
 */
import { Verifier } from '@pact-foundation/pact';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PACT_FILE } from '../contract';
import { startFakeBackendProcess, type FakeBackendProcess } from './fake-backend-process';
import { verifierOptionsFor } from './verifier-options';

beforeAll(() => {
  expect(existsSync(PACT_FILE), `${PACT_FILE}: run npm run test:contract:consumer first`).toBe(true);
});

describe('as a backend team runs it: over HTTP against a separate process', () => {
  let fakeBackend: FakeBackendProcess;

  beforeAll(async () => {
    fakeBackend = await startFakeBackendProcess();
  });

  afterAll(async () => {
    await fakeBackend.stop();
  });

  test('the fake backend honours every interaction of the portal', async () => {
    await new Verifier(verifierOptionsFor(fakeBackend.url)).verifyProvider();
  });
});
