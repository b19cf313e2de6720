// @vitest-environment node
import { Verifier } from '@pact-foundation/pact';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createFakeBackend, type FakeBackend, type RunningFakeBackend } from '../../../fake-backend/app';
import { DEMO_PASSWORD } from '../../../fake-backend/seed';
import { AREA_STATES, type StateContext } from './states';

const PACT_DIR = path.resolve(import.meta.dirname, '../../../pacts');
const VERIFICATION_CODE = '12345';

let dataDir: string;
let backend: FakeBackend;
let server: RunningFakeBackend;
/** The access token of the provider state's user; replaces the consumer's example bearer. */
let bearer: string | null = null;

async function enterPassword(username: string): Promise<string> {
  const login = await fetch(`${server.url}/api/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { loginToken: string }).loginToken;
}

async function logIn(username: string): Promise<string> {
  const loginToken = await enterPassword(username);
  const verified = await fetch(`${server.url}/api/account/validateVerificationCode`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${loginToken}` },
    body: JSON.stringify({ verificationCode: VERIFICATION_CODE }),
  });
  return ((await verified.json()) as { accessToken: string }).accessToken;
}

/** Each state starts from the seed; a logged-in state also gets that user's real token. */
function loggedIn(username: string) {
  return async () => {
    await backend.reset();
    bearer = await logIn(username);
    return undefined;
  };
}

/** The password step done: the bearer is the login token of the code step. */
function passwordEntered(username: string) {
  return async () => {
    await backend.reset();
    bearer = await enterPassword(username);
    return undefined;
  };
}

async function seedOnly() {
  await backend.reset();
  bearer = null;
  return undefined;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pact-provider-'));
  backend = await createFakeBackend({ dataDir });
  server = await backend.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the fake backend honours every interaction of the portal', async () => {
  const pactUrls = readdirSync(PACT_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(PACT_DIR, file));
  expect(pactUrls.length, 'run the consumer tests first').toBeGreaterThan(0);

  await new Verifier({
    provider: 'mijn-omgeving-fake-backend',
    providerBaseUrl: server.url,
    pactUrls,
    logLevel: 'warn',
    stateHandlers: {
      'the portal is configured': seedOnly,
      'there are news texts': seedOnly,
      'hoofdverzekerde is logged in': loggedIn('hoofdverzekerde'),
      'medeverzekerde is logged in': loggedIn('medeverzekerde'),
      'buitenland is logged in': loggedIn('buitenland'),
      'tijdelijkwachtwoord is logged in': loggedIn('tijdelijkwachtwoord'),
      'hoofdverzekerde has entered the password': passwordEntered('hoofdverzekerde'),
      ...Object.fromEntries(
        Object.entries(AREA_STATES).map(([state, handler]) => [
          state,
          async (params?: unknown) => {
            await backend.reset();
            bearer = null;
            const context: StateContext = { backend, url: server.url, useBearer: (token) => (bearer = token), logIn };
            // a state may answer values that the interaction injects (fromProviderState)
            return (await handler(context, params)) ?? undefined;
          },
        ]),
      ),
    },
    requestFilter: (req, _res, next) => {
      if (bearer && req.headers.authorization) req.headers.authorization = `Bearer ${bearer}`;
      next();
    },
  }).verifyProvider();
});
