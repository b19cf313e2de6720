// @vitest-environment node
import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { PUBLIC_ROUTES } from '../domain/access';
import { BANK_OPTIONS, IDIN_SESSION_LIFETIME_SECONDS } from './areas/idin';
import { REGISTRABLE_PERSON } from './seed';
import { SESSION_MESSAGES } from './http/auth';
import { decodeJwt, makeDataDir, registrationClient, serverSigner, startTestBackend, useTestBackend, type TestBackend } from './test-support';

const t = useTestBackend();

const PORTAL = 'http://localhost:5173';
const LOGIN = 1;
const REGISTRATION = 0;

function customerOf(username: string, backend: TestBackend = t): string {
  return backend.backend.store.read().accounts.find((account) => account.username === username)!.customerNumber;
}

function registrableCustomerNumber(): string {
  return t.backend.store.read().agreements.find((entry) => entry.agreementIdNumber === REGISTRABLE_PERSON.agreementIdNumber)!.mainCustomerNumber;
}

function partnerOfHoofdverzekerde(): string {
  const state = t.backend.store.read();
  const holder = state.customers.find((customer) => customer.customerNumber === customerOf('hoofdverzekerde'))!;
  return state.customers.find((customer) => customer.agreementId === holder.agreementId && customer.role === 'P')!.customerNumber;
}

async function createSession(iDINFlow: number, backend: TestBackend = t) {
  const answer = await backend.call('POST', '/api/Idin/create-session', { body: { iDINFlow, bankIssuer: 'INGBNL2A', clientBaseUrl: `${PORTAL}/` } });
  expect(answer.status).toBe(200);
  const redirectUrl = new URL(answer.json.redirectUrl as string);
  return { clientCode: answer.json.clientCode as string, sessionId: redirectUrl.searchParams.get('sessionId')!, redirectUrl, answer };
}

/** Submits the bank page's form like a browser (urlencoded) and returns where it sends the browser. */
async function choose(sessionId: string, outcome: string, options: { customerNumber?: string; generic?: boolean; backend?: TestBackend } = {}) {
  const backend = options.backend ?? t;
  const form = new URLSearchParams({ sessionId, outcome });
  if (options.customerNumber) form.set('customerNumber', options.customerNumber);
  if (options.generic) form.set('via', 'generic');
  const response = await fetch(`${backend.server.url}/__fake/idin/bank`, { method: 'POST', body: form, redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const processAuthentication = (body: unknown, token?: string, backend: TestBackend = t) =>
  backend.call('POST', '/api/Idin/process-authentication', { body, token });
const processIdentification = (body: unknown) => t.call('POST', '/api/Idin/process-identification', { body });

describe('GET /api/idin/bank-options', () => {
  test('a few Dutch banks with their issuer id', async () => {
    const answer = await t.call('GET', '/api/idin/bank-options');
    expect(answer.status).toBe(200);
    expect(answer.json.map((bank: { name: string }) => bank.name)).toEqual(['ABN AMRO', 'ING', 'Rabobank', 'SNS', 'ASN Bank', 'Triodos Bank']);
    expect(answer.json).toEqual(BANK_OPTIONS);
  });
});

describe('POST /api/Idin/create-session', () => {
  test('→ clientCode, sessionLifetime and the fake bank page as redirectUrl', async () => {
    const { answer, redirectUrl, sessionId } = await createSession(LOGIN);
    expect(answer.json).toEqual({ clientCode: expect.stringMatching(/^[\w-]{20,}$/), sessionLifetime: 600, redirectUrl: expect.any(String) });
    expect(`${redirectUrl.origin}${redirectUrl.pathname}`).toBe(`${t.server.url}/__fake/idin/bank`);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(IDIN_SESSION_LIFETIME_SECONDS).toBe(600);
  });

  test('through the portal’s dev proxy (Host localhost:5173) the redirectUrl still points at the fake backend’s port', async () => {
    const body = JSON.stringify({ iDINFlow: 1, bankIssuer: 'RABONL2U', clientBaseUrl: PORTAL });
    const answer = await new Promise<string>((resolve, reject) => {
      const outgoing = request(
        `${t.server.url}/api/Idin/create-session`,
        { method: 'POST', headers: { Host: 'zorgzaam.localhost:5173', 'Content-Type': 'application/json' } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    const redirectUrl = new URL(JSON.parse(answer).redirectUrl);
    expect(redirectUrl.host).toBe(`zorgzaam.localhost:${t.server.port}`);
    expect(redirectUrl.pathname).toBe('/__fake/idin/bank');
  });

  test('a configured publicUrl is used as it is', async () => {
    const custom = await startTestBackend({ publicUrl: 'https://fake.example.test/' });
    try {
      const answer = await custom.call('POST', '/api/Idin/create-session', { body: { iDINFlow: 0, bankIssuer: 'ASNBNL21', clientBaseUrl: PORTAL } });
      expect(answer.json.redirectUrl).toMatch(/^https:\/\/fake\.example\.test\/__fake\/idin\/bank\?sessionId=[0-9a-f-]{36}$/);
    } finally {
      await custom.close();
    }
  });

  test.for([
    { case: 'flow 2', body: { iDINFlow: 2, bankIssuer: 'INGBNL2A', clientBaseUrl: PORTAL }, message: "Het veld 'iDINFlow' moet 0 (registratie) of 1 (inloggen) zijn." },
    { case: 'no flow', body: { bankIssuer: 'INGBNL2A', clientBaseUrl: PORTAL }, message: "Het veld 'iDINFlow' is verplicht." },
    { case: 'an unknown bank', body: { iDINFlow: 1, bankIssuer: 'BUNQNL2A', clientBaseUrl: PORTAL }, message: "Het veld 'bankIssuer' moet een issuerId uit GET idin/bank-options zijn." },
    { case: 'a javascript: URL', body: { iDINFlow: 1, bankIssuer: 'INGBNL2A', clientBaseUrl: 'javascript:alert(1)' }, message: "Het veld 'clientBaseUrl' moet een http(s)-adres zijn." },
    { case: 'no URL', body: { iDINFlow: 1, bankIssuer: 'INGBNL2A', clientBaseUrl: 'portaal' }, message: "Het veld 'clientBaseUrl' moet een http(s)-adres zijn." },
    { case: 'a numeric bank', body: { iDINFlow: 1, bankIssuer: 7, clientBaseUrl: PORTAL }, message: "Het veld 'bankIssuer' moet tekst zijn, niet een getal." },
  ])('$case → 400, no session', async ({ body, message }) => {
    const answer = await t.call('POST', '/api/Idin/create-session', { body });
    expect(answer).toMatchObject({ status: 400, json: { message } });
    expect((await t.call('GET', '/__fake/idin/sessions')).json).toEqual([]);
  });
});

describe('the fake bank page GET /__fake/idin/bank', () => {
  test('login: an accessible Dutch page, the demo accounts with hoofdverzekerde chosen, a button per outcome', async () => {
    const { redirectUrl } = await createSession(LOGIN);
    const page = await t.call('GET', `${redirectUrl.pathname}${redirectUrl.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="nl">');
    expect(page.text).toContain('<h1>ING – iDIN (nepbank)</h1>');
    expect(page.text).toContain('<label for="customerNumber">');
    expect(page.text).toContain('<label for="via">');
    expect(page.text).toMatch(new RegExp(`<option value="${customerOf('hoofdverzekerde')}" selected>hoofdverzekerde \\(`));
    expect(page.text).toMatch(new RegExp(`<option value="${customerOf('wanbetaler')}">wanbetaler \\([^)]+\\), iDIN niet actief</option>`));
    expect(page.text).toMatch(/hoofdverzekerde \([^)]+\), iDIN actief<\/option>/);
    expect(page.text).toMatch(/<time datetime="[^"]+Z">\d{2}:\d{2} uur/);
    for (const outcome of ['success', 'cancel', 'expire', 'error', 'unknown-account', 'login-not-active']) {
      expect(page.text).toMatch(new RegExp(`<button type="submit" name="outcome" value="${outcome}"[^>]*aria-describedby="result-\\d"[^>]*>[^<]+</button>`));
    }
  });

  test('registration: the persons without an account, with the registrable person chosen', async () => {
    const { redirectUrl } = await createSession(REGISTRATION);
    const page = await t.call('GET', `${redirectUrl.pathname}${redirectUrl.search}`);
    expect(page.text).toContain(`<option value="${registrableCustomerNumber()}" selected>Sanne Visser, geboren 1991-03-14`);
    expect(page.text).toContain(`<option value="${partnerOfHoofdverzekerde()}">`);
    expect(page.text).not.toContain(`<option value="${customerOf('hoofdverzekerde')}"`);
  });

  test('an unknown session → 404 page', async () => {
    const page = await t.call('GET', '/__fake/idin/bank?sessionId=<script>');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<html lang="nl">');
    expect(page.text).toContain('&lt;script&gt;');
    expect(page.text).not.toContain('<script>');
  });

  test('a form with an unknown outcome → 400, unknown session → 404', async () => {
    const { sessionId } = await createSession(LOGIN);
    const form = (body: Record<string, string>) =>
      fetch(`${t.server.url}/__fake/idin/bank`, { method: 'POST', body: new URLSearchParams(body), redirect: 'manual' });
    expect((await form({ sessionId, outcome: 'maybe' })).status).toBe(400);
    expect((await form({ sessionId: 'nope', outcome: 'success' })).status).toBe(404);
    expect((await form({ sessionId, outcome: 'success', customerNumber: '000' })).status).toBe(400);
  });
});

describe('login (flow 1): every choice on the bank page leads to its answer', () => {
  test.for([
    { choice: 'success', identity: 'hoofdverzekerde', route: 'idin-callback-authentication', status: 200, message: null },
    { choice: 'success', identity: 'wanbetaler', route: 'idin-callback-authentication', status: 400, message: 'Login not active' },
    { choice: 'success', identity: 'partner', route: 'idin-callback-authentication', status: 400, message: 'Account not found' },
    { choice: 'cancel', identity: 'hoofdverzekerde', route: 'idin-callback-abort', status: 400, message: 'Cancelled' },
    { choice: 'expire', identity: 'hoofdverzekerde', route: 'idin-callback-authentication', status: 400, message: 'Expired' },
    { choice: 'error', identity: 'hoofdverzekerde', route: 'idin-callback-error', status: 400, message: 'Failure' },
    { choice: 'unknown-account', identity: 'hoofdverzekerde', route: 'idin-callback-authentication', status: 400, message: 'Account not found' },
    { choice: 'login-not-active', identity: 'hoofdverzekerde', route: 'idin-callback-authentication', status: 400, message: 'Login not active' },
  ] as const)('$choice for $identity → $route, then $status $message', async ({ choice, identity, route, status, message }) => {
    const { sessionId, clientCode } = await createSession(LOGIN);
    const customerNumber = identity === 'partner' ? partnerOfHoofdverzekerde() : customerOf(identity);
    const back = await choose(sessionId, choice, { customerNumber });
    expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/${PUBLIC_ROUTES[route]}`);
    expect(back.searchParams.get('sessionId')).toBe(sessionId);
    if (choice === 'error') expect((await t.call('POST', '/api/Idin/process-error', { body: { sessionId } })).status).toBe(204);

    const answer = await processAuthentication({ sessionId, clientCode });
    expect(answer.status).toBe(status);
    if (message) {
      expect(answer.json).toEqual({ message });
    } else {
      const claims = decodeJwt(answer.json.accessToken);
      expect(claims).toMatchObject({ typ: 'access', sub: t.backend.store.read().accounts.find((a) => a.username === identity)!.accountId });
      expect((await t.call('GET', '/api/News', { token: answer.json.accessToken })).status).toBe(200);
    }
  });

  test('without a customer number the identity is hoofdverzekerde', async () => {
    const { sessionId, clientCode } = await createSession(LOGIN);
    await choose(sessionId, 'success');
    const answer = await processAuthentication({ sessionId, clientCode });
    expect(decodeJwt(answer.json.accessToken).user.customerNumber).toBe(customerOf('hoofdverzekerde'));
  });

  test('a wrong client code, another flow, a second completion or no choice yet → 400 Failure', async () => {
    const { sessionId, clientCode } = await createSession(LOGIN);
    expect(await processAuthentication({ sessionId, clientCode })).toMatchObject({ status: 400, json: { message: 'Failure' } });
    await choose(sessionId, 'success');
    expect(await processAuthentication({ sessionId, clientCode: 'wrong' })).toMatchObject({ status: 400, json: { message: 'Failure' } });
    expect(await processIdentification({ sessionId, clientCode })).toMatchObject({ status: 400, json: { message: 'Failure' } });
    expect((await processAuthentication({ sessionId, clientCode })).status).toBe(200);
    expect(await processAuthentication({ sessionId, clientCode })).toMatchObject({ status: 400, json: { message: 'Failure' } });
    expect(await processAuthentication({ sessionId: 'unknown', clientCode })).toMatchObject({ status: 400, json: { message: 'Failure' } });
  });

  test('a session older than its lifetime (fake clock) → 400 Expired', async () => {
    const { sessionId, clientCode } = await createSession(LOGIN);
    await choose(sessionId, 'success');
    await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 601 } });
    expect(await processAuthentication({ sessionId, clientCode })).toMatchObject({ status: 400, json: { message: 'Expired' } });
  });

  test('bad input → 400 naming the field', async () => {
    expect(await processAuthentication({ sessionId: 'x' })).toMatchObject({ status: 400, json: { message: "Het veld 'clientCode' is verplicht." } });
    expect(await processIdentification({ clientCode: 'x' })).toMatchObject({ status: 400, json: { message: "Het veld 'sessionId' is verplicht." } });
  });

  test('/__fake/reset forgets the sessions', async () => {
    const { sessionId, clientCode, redirectUrl } = await createSession(LOGIN);
    await choose(sessionId, 'success');
    await t.call('POST', '/__fake/reset');
    expect(await processAuthentication({ sessionId, clientCode })).toMatchObject({ status: 400, json: { message: 'Failure' } });
    expect((await t.call('GET', `${redirectUrl.pathname}${redirectUrl.search}`)).status).toBe(404);
  });
});

describe('activating iDIN (process-authentication with the access token of the account)', () => {
  test('wanbetaler activates once; later iDIN logins need no token; stored', async () => {
    const accessToken = await t.accessToken('wanbetaler');
    const first = await createSession(LOGIN);
    await choose(first.sessionId, 'success', { customerNumber: customerOf('wanbetaler') });
    const activated = await processAuthentication({ sessionId: first.sessionId, clientCode: first.clientCode }, accessToken);
    expect(activated.status).toBe(200);
    const account = t.backend.store.read().accounts.find((entry) => entry.username === 'wanbetaler')!;
    expect(account).toMatchObject({ iDinActive: true, iDinActivationDate: expect.stringMatching(/^\d{4}-/) });
    const details = await t.call('POST', '/api/Account/GetAccountDetails', { token: activated.json.accessToken });
    expect(details.json).toMatchObject({ iDinActive: true, iDinActivationDate: account.iDinActivationDate });

    const second = await createSession(LOGIN);
    await choose(second.sessionId, 'success', { customerNumber: customerOf('wanbetaler') });
    expect((await processAuthentication({ sessionId: second.sessionId, clientCode: second.clientCode })).status).toBe(200);
  });

  test("activating in a session is no new login: 'Laatst ingelogd' (loginInfo) stays the login before this session (issue 12 point 8)", async () => {
    const before = t.backend.store.read().accounts.find((entry) => entry.username === 'wanbetaler')!.lastLoginAt;
    const accessToken = await t.accessToken('wanbetaler');
    const session = await createSession(LOGIN);
    await choose(session.sessionId, 'success', { customerNumber: customerOf('wanbetaler') });
    t.backend.clock.advance(60);
    const activated = await processAuthentication({ sessionId: session.sessionId, clientCode: session.clientCode }, accessToken);
    expect(activated.status).toBe(200);
    for (const token of [accessToken, activated.json.accessToken as string]) {
      expect((await t.call('POST', '/api/Account/GetAccountDetails', { token })).json.loginInfo).toBe(before);
    }
    // a later login with the bank is a login: the one before it becomes 'Laatst ingelogd'
    const sessionLoginAt = t.backend.store.read().accounts.find((entry) => entry.username === 'wanbetaler')!.lastLoginAt;
    t.backend.clock.advance(60);
    const login = await createSession(LOGIN);
    await choose(login.sessionId, 'success', { customerNumber: customerOf('wanbetaler') });
    const loggedIn = await processAuthentication({ sessionId: login.sessionId, clientCode: login.clientCode });
    expect((await t.call('POST', '/api/Account/GetAccountDetails', { token: loggedIn.json.accessToken })).json.loginInfo).toBe(sessionLoginAt);
  });

  test('the access token of another account → 400 Failure; an expired token → 401', async () => {
    const otherToken = await t.accessToken('buitenland');
    const { sessionId, clientCode } = await createSession(LOGIN);
    await choose(sessionId, 'success', { customerNumber: customerOf('wanbetaler') });
    expect(await processAuthentication({ sessionId, clientCode }, otherToken)).toMatchObject({ status: 400, json: { message: 'Failure' } });
    t.backend.clock.advance(1800);
    expect((await processAuthentication({ sessionId, clientCode }, otherToken)).status).toBe(401);
    expect(t.backend.store.read().accounts.find((entry) => entry.username === 'wanbetaler')!.iDinActive).toBe(false);
  });

  test('a token whose subject is no account → 401, before the body, as every route (issue 32 point 21)', async () => {
    const claims = decodeJwt(await t.accessToken('wanbetaler'));
    const noAccount = await serverSigner(t.dataDir)({ ...claims, sub: '00000000-0000-0000-0000-000000000000' });
    const { sessionId, clientCode } = await createSession(LOGIN);
    await choose(sessionId, 'success', { customerNumber: customerOf('wanbetaler') });
    for (const body of [{ sessionId, clientCode }, {}]) {
      expect(await processAuthentication(body, noAccount)).toMatchObject({ status: 401, json: { message: SESSION_MESSAGES['unknown-account'] } });
    }
    expect(t.backend.store.read().accounts.find((entry) => entry.username === 'wanbetaler')!.iDinActive).toBe(false);
    // the session is still there for the real account
    expect((await processAuthentication({ sessionId, clientCode }, await t.accessToken('wanbetaler'))).status).toBe(200);
  });

  test('the activation survives a restart', async () => {
    const dataDir = await makeDataDir();
    try {
      const first = await startTestBackend({ dataDir });
      const accessToken = await first.accessToken('buitenland');
      const session = await createSession(LOGIN, first);
      await choose(session.sessionId, 'success', { customerNumber: customerOf('buitenland', first), backend: first });
      expect((await processAuthentication({ sessionId: session.sessionId, clientCode: session.clientCode }, accessToken, first)).status).toBe(200);
      await first.close();

      const second = await startTestBackend({ dataDir });
      const again = await createSession(LOGIN, second);
      await choose(again.sessionId, 'success', { customerNumber: customerOf('buitenland', second), backend: second });
      expect((await processAuthentication({ sessionId: again.sessionId, clientCode: again.clientCode }, undefined, second)).status).toBe(200);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('registration (flow 0)', () => {
  test('success → callback/iDin-register, { customerNumber }, and the registration continues with the activation code', async () => {
    const { sessionId, clientCode } = await createSession(REGISTRATION);
    const back = await choose(sessionId, 'success');
    expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/callback/iDin-register`);
    const client = registrationClient(t);
    const answer = client.remember(await processIdentification({ sessionId, clientCode }));
    // the identification replaces IsValid: it hands this client the registration token
    expect(answer).toMatchObject({ status: 200, json: { customerNumber: registrableCustomerNumber(), registrationToken: expect.any(String) } });

    const { customerNumber } = answer.json;
    expect((await client.call('/SendActivationCode', { email: 'sanne@example.nl', customerNumber })).status).toBe(204);
    await client.call('/ValidateActivationCode', { email: 'sanne@example.nl', code: '24680' });
    await client.call('/SendVerificationCode', { customerNumber, phoneNumber: '+31612121212' });
    const created = await client.call('', {
      customerNumber, username: 'sannevisser', password: 'Registreer#1', email: 'sanne@example.nl', phoneNumber: '+31612121212', verificationCode: '12345',
    });
    expect(created.status).toBe(204);
  });

  test.for([
    { choice: 'cancel', route: 'idin-callback-abort', message: 'Cancelled' },
    { choice: 'expire', route: 'idin-callback-register', message: 'Expired' },
    { choice: 'error', route: 'idin-callback-error', message: 'Failure' },
    { choice: 'unknown-account', route: 'idin-callback-register', message: 'Account not found' },
    { choice: 'login-not-active', route: 'idin-callback-register', message: 'Login not active' },
  ] as const)('$choice → $route, then 400 $message', async ({ choice, route, message }) => {
    const { sessionId, clientCode } = await createSession(REGISTRATION);
    const back = await choose(sessionId, choice);
    expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/${PUBLIC_ROUTES[route]}`);
    expect(await processIdentification({ sessionId, clientCode })).toMatchObject({ status: 400, json: { message } });
  });

  test('an identity that already has an account → 400 Account already exists', async () => {
    const { sessionId, clientCode } = await createSession(REGISTRATION);
    await choose(sessionId, 'success', { customerNumber: customerOf('hoofdverzekerde') });
    expect(await processIdentification({ sessionId, clientCode })).toMatchObject({ status: 400, json: { message: 'Account already exists' } });
  });

  test("an account never activated is activated this way, under its own username only ('Account not found' for another)", async () => {
    const customerNumber = customerOf('nietgeactiveerd');
    const { sessionId, clientCode } = await createSession(REGISTRATION);
    await choose(sessionId, 'success', { customerNumber });
    const client = registrationClient(t);
    expect(client.remember(await processIdentification({ sessionId, clientCode }))).toMatchObject({ status: 200, json: { customerNumber } });
    const email = 'niet.geactiveerd@example.nl';
    await client.call('/SendActivationCode', { email, customerNumber });
    await client.call('/ValidateActivationCode', { email, code: '24680' });
    await client.call('/SendVerificationCode', { customerNumber, phoneNumber: '+31612121212' });
    const create = (username: string) =>
      client.call('', { customerNumber, username, password: 'Registreer#1', email, phoneNumber: '+31612121212', verificationCode: '12345' });
    expect(await create('anderenaam')).toMatchObject({ status: 400, json: { message: 'Account not found' } });
    expect((await create('nietgeactiveerd')).status).toBe(204);
    expect(t.backend.store.read().accounts.find((account) => account.username === 'nietgeactiveerd')?.isActivated).toBe(true);
  });
});

describe('the generic callback GET /api/Idin', () => {
  test('success through callback/iDin?code&state → { sessionId }, then processing as usual', async () => {
    const { sessionId, clientCode } = await createSession(LOGIN);
    const back = await choose(sessionId, 'success', { generic: true });
    expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/callback/iDin`);
    expect(back.searchParams.get('state')).toBe(sessionId);
    const code = back.searchParams.get('code')!;
    const answer = await t.call('GET', `/api/Idin?code=${code}&state=${sessionId}&callbackUrl=${encodeURIComponent(`${PORTAL}/callback/iDin`)}`);
    expect(answer).toMatchObject({ status: 200, json: { sessionId } });
    expect((await processAuthentication({ sessionId, clientCode })).status).toBe(200);
  });

  test.for([
    { choice: 'cancel', error: 'access_denied', message: 'Cancelled' },
    { choice: 'error', error: 'server_error', message: 'Failure' },
  ])('$choice → callback/iDin with error=$error, answered 400 $message', async ({ choice, error, message }) => {
    const { sessionId, clientCode } = await createSession(LOGIN);
    const back = await choose(sessionId, choice, { generic: true });
    expect(back.searchParams.get('error')).toBe(error);
    const answer = await t.call('GET', `/api/Idin${back.search}`);
    expect(answer).toMatchObject({ status: 400, json: { message } });
    expect(await processAuthentication({ sessionId, clientCode })).toMatchObject({ status: 400, json: { message } });
  });

  test.for([
    { case: 'a wrong code', query: (sessionId: string) => `code=wrong&state=${sessionId}`, message: 'Failure' },
    { case: 'an unknown state', query: () => 'code=abc&state=unknown', message: 'Failure' },
    { case: 'no state', query: () => 'code=abc', message: "Het veld 'state' is verplicht." },
    { case: 'neither code nor error', query: (sessionId: string) => `state=${sessionId}`, message: "De parameter 'code' of 'error' in het adres is verplicht." },
  ])('$case → 400 $message', async ({ query, message }) => {
    const { sessionId } = await createSession(LOGIN);
    await choose(sessionId, 'success', { generic: true });
    expect(await t.call('GET', `/api/Idin?${query(sessionId)}`)).toMatchObject({ status: 400, json: { message } });
  });
});

describe('POST /api/Idin/process-error', () => {
  test('→ 204 and the failure is recorded on the session', async () => {
    const { sessionId, clientCode } = await createSession(LOGIN);
    expect((await t.call('POST', '/api/Idin/process-error', { body: { sessionId } })).status).toBe(204);
    const sessions = (await t.call('GET', '/__fake/idin/sessions')).json;
    expect(sessions[0]).toMatchObject({ sessionId, outcome: 'error', failures: [{ reason: expect.stringContaining('process-error') }] });
    expect(await processAuthentication({ sessionId, clientCode })).toMatchObject({ status: 400, json: { message: 'Failure' } });
  });

  test('an unknown session → 204 as well; no session id → 400', async () => {
    expect((await t.call('POST', '/api/Idin/process-error', { body: { sessionId: 'unknown' } })).status).toBe(204);
    expect(await t.call('POST', '/api/Idin/process-error', { body: {} })).toMatchObject({ status: 400, json: { message: "Het veld 'sessionId' is verplicht." } });
  });
});
