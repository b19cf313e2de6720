import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { serversOf, type WorkerServers } from './servers';
import { onCookieClock } from './cookie-clock';

export const DEMO_PASSWORD = 'Welkom01!';
export const VERIFICATION_CODE = '12345';

/** The servers of the worker running the current test (the `servers` fixture, for helpers called without it). */
export function currentServers(): WorkerServers {
  return serversOf(test.info().parallelIndex);
}

export function apiOrigin(port = currentServers().apiPort): string {
  return `http://localhost:${port}`;
}

export async function resetFakeBackend(request: APIRequestContext, port = currentServers().apiPort): Promise<void> {
  const response = await request.post(`${apiOrigin(port)}/__fake/reset`);
  expect(response.ok()).toBe(true);
}

/**
 * The access tokens this worker got, per fake backend and username. They are stateless JWTs that outlive the fake
 * backend's reset (the seed gives the same account, permissions and name each time), so a worker logs in over the
 * API once per person, not once per test.
 */
const keptTokens = new Map<string, string>();
/** a kept token must have this long left of its 30 minutes: a test that moves the fake clock on finds it as good as a fresh one */
const KEPT_TOKEN_MARGIN_MS = 25 * 60_000;

/** A kept token still holds when the fake clock is the real one (a moved clock judges it at another time) and has time left. */
async function stillHolds(request: APIRequestContext, token: string, port: number): Promise<boolean> {
  if (claimsOf(token).exp * 1000 - Date.now() < KEPT_TOKEN_MARGIN_MS) return false;
  const clock = await request.get(`${apiOrigin(port)}/__fake/clock`);
  return clock.ok() && ((await clock.json()) as { offsetSeconds: number }).offsetSeconds === 0;
}

/** Logs in over the API (password, then the fixed code) and answers the access token; the worker's kept one when it still holds. */
export async function accessTokenFor(request: APIRequestContext, username: string, port = currentServers().apiPort): Promise<string> {
  const key = `${port} ${username}`;
  const kept = keptTokens.get(key);
  if (kept && (await stillHolds(request, kept, port))) return kept;
  const token = await freshAccessToken(request, username, port);
  keptTokens.set(key, token);
  return token;
}

async function freshAccessToken(request: APIRequestContext, username: string, port: number): Promise<string> {
  const login = await request.post(`${apiOrigin(port)}/api/account/login`, {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { loginToken } = (await login.json()) as { loginToken: string };
  const verified = await request.post(`${apiOrigin(port)}/api/account/validateVerificationCode`, {
    headers: { Authorization: `Bearer ${loginToken}` },
    data: { verificationCode: VERIFICATION_CODE },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { accessToken: string }).accessToken;
}

function claimsOf(token: string): { exp: number; iat: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number; iat: number };
}

/** Puts a session in the browser the way the portal stores it after login. */
export async function signInWithToken(context: BrowserContext, accessToken: string, host = 'localhost'): Promise<void> {
  const { exp } = claimsOf(accessToken);
  // the cookies end with the token, as the portal's do (Chromium judges them by its own clock)
  const cookie = { domain: host, path: '/', secure: true, sameSite: 'Strict' as const, expires: onCookieClock(exp) };
  await context.addCookies([
    { ...cookie, name: 'mo_token', value: accessToken },
    { ...cookie, name: 'mo_token_expiry', value: String(exp * 1000) },
  ]);
}

export async function signInAs(
  context: BrowserContext,
  request: APIRequestContext,
  username: string,
  port = currentServers().apiPort,
): Promise<string> {
  const token = await accessTokenFor(request, username, port);
  await signInWithToken(context, token);
  return token;
}

export const portalOrigin = (host = 'localhost') => `http://${host}:${currentServers().portalPort}`;

/** What a person types to identify themselves, read from the fake backend (the seed's dates move with the day). */
export interface SeededIdentity {
  /** as people type it: dd-MM-yyyy */
  birthDate: string;
  agreementNumber: string;
  policyNumber: string;
  emailAddress: string | null;
}

export async function seededIdentityOf(request: APIRequestContext, username: string): Promise<SeededIdentity> {
  const read = async (collection: string) => (await (await request.get(`${apiOrigin()}/__fake/db/${collection}`)).json()) as Record<string, unknown>[];
  const [accounts, customers, agreements] = await Promise.all([read('accounts'), read('customers'), read('agreements')]);
  const account = accounts.find((entry) => entry['username'] === username);
  const customer = customers.find((entry) => entry['customerNumber'] === account?.['customerNumber']);
  const agreement = agreements.find((entry) => entry['agreementId'] === customer?.['agreementId']);
  const participant = (agreement?.['agreementParticipants'] as Record<string, string>[] | undefined)?.find(
    (entry) => entry['customerNumber'] === customer?.['customerNumber'],
  );
  expect(customer && agreement && participant, `seeded person behind ${username}`).toBeTruthy();
  const [year, month, day] = String(customer?.['birthDate']).split('-');
  return {
    birthDate: `${day}-${month}-${year}`,
    agreementNumber: String(agreement?.['agreementIdNumber']),
    policyNumber: String(participant?.['policyNumber']),
    emailAddress: (customer?.['emailAddress'] as string | null) ?? null,
  };
}

/** The fake backend's config switch: statics/config.json answers another release tag or environment until the next reset. */
export async function switchConfig(request: APIRequestContext, overrides: { releaseTag?: string; environment?: string }, port = currentServers().apiPort): Promise<void> {
  const response = await request.post(`${apiOrigin(port)}/__fake/config`, { data: overrides });
  expect(response.ok(), await response.text()).toBe(true);
}
