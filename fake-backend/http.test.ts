// @vitest-environment node
import { SignJWT } from 'jose';
import { describe, expect, test, vi } from 'vitest';
import { startTestBackend, useTestBackend } from './test-support';

const t = useTestBackend();

describe('request bodies', () => {
  test.for([
    { case: 'malformed JSON', rawBody: '{"username": "hoofdverzekerde", ', message: 'De inhoud van het verzoek is geen geldige JSON.' },
    { case: 'a JSON string', rawBody: '"hoofdverzekerde"', message: 'De inhoud van het verzoek is geen geldige JSON.' },
    { case: 'a JSON array', rawBody: '[]', message: 'De inhoud van het verzoek moet een JSON-object zijn.' },
    { case: 'username missing', rawBody: '{"password":"Welkom01!"}', message: "Het veld 'username' is verplicht." },
    { case: 'username empty', rawBody: '{"username":"  ","password":"Welkom01!"}', message: "Het veld 'username' is verplicht." },
    { case: 'username a number', rawBody: '{"username":42,"password":"Welkom01!"}', message: "Het veld 'username' moet tekst zijn, niet een getal." },
    { case: 'password null', rawBody: '{"username":"hoofdverzekerde","password":null}', message: "Het veld 'password' is verplicht." },
    { case: 'password an object', rawBody: '{"username":"hoofdverzekerde","password":{}}', message: "Het veld 'password' moet tekst zijn, niet een object." },
  ])('$case → 400 { message }, nothing stored', async ({ rawBody, message }) => {
    const before = JSON.stringify(t.backend.store.read());
    const answer = await t.call('POST', '/api/account/login', { rawBody });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.json).toEqual({ message });
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
    expect(t.backend.outbox.messages()).toEqual([]);
  });

  test('no body at all → 400 naming the first field', async () => {
    const answer = await t.call('POST', '/api/account/login');
    expect(answer).toMatchObject({ status: 400, json: { message: "Het veld 'username' is verplicht." } });
  });

  test('the server keeps answering after bad requests', async () => {
    await t.call('POST', '/api/account/login', { rawBody: '{{{' });
    expect((await t.call('GET', '/api/health')).json).toEqual({ ok: true });
  });
});

describe('paths are matched case-insensitively', () => {
  test.for([
    '/api/account/login',
    '/api/Account/Login',
    '/API/ACCOUNT/LOGIN',
    '/api/account/login/',
  ])('POST %s', async (path) => {
    const answer = await t.call('POST', path, { body: { username: 'hoofdverzekerde', password: 'Welkom01!' } });
    expect(answer.status).toBe(200);
  });

  test.for(['/api/News/BeforeAuthorization', '/api/news/beforeauthorization', '/api/Collectivity', '/api/collectivity', '/api/PWA/Manifest?label=zorgzaam', '/content/MENU.json'])(
    'GET %s',
    async (path) => {
      expect((await t.call('GET', path)).status).toBe(200);
    },
  );

  test('ResendVerificationCode in both spellings', async () => {
    const token = await t.loginToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/Account/ResendVerificationCode', { token })).status).toBe(200);
    expect((await t.call('POST', '/api/account/resendVerificationCode', { token })).status).toBe(200);
  });
});

describe('bearer tokens', () => {
  test('a valid access token opens a login-only endpoint', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', '/api/News', { token })).status).toBe(200);
  });

  test.for([
    { case: 'missing', header: null, message: 'Uw sessie is niet geldig: het token ontbreekt.' },
    { case: 'not bearer', header: 'Basic aG9vZmQ6d2Vsa29t', message: 'Uw sessie is niet geldig: het token ontbreekt.' },
    { case: 'malformed', header: 'Bearer not-a-jwt', message: 'Uw sessie is niet geldig: het token is onleesbaar.' },
  ])('$case → 401', async ({ header, message }) => {
    const answer = await t.call('GET', '/api/News', { headers: header ? { Authorization: header } : {} });
    expect(answer).toMatchObject({ status: 401, json: { message } });
  });

  test('wrongly signed → 401', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const [header, payload] = token.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret'));
    expect(header).toBeTruthy();
    const answer = await t.call('GET', '/api/News', { token: forged });
    expect(answer).toMatchObject({ status: 401, json: { message: 'Uw sessie is niet geldig: de handtekening van het token klopt niet.' } });
  });

  test('expired by the fake clock → 401; a reset clock makes it valid again', async () => {
    // real time stands still here (only Date is faked, timers and I/O run): on a busy machine a second passed between
    // the login and the call at 1799 s, and the token had expired a second early
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const token = await t.accessToken('hoofdverzekerde');
      await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 1799 } });
      expect((await t.call('GET', '/api/News', { token })).status).toBe(200);
      await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 1 } });
      expect(await t.call('GET', '/api/News', { token })).toMatchObject({ status: 401, json: { message: 'Uw sessie is niet geldig: het token is verlopen.' } });
      await t.call('DELETE', '/__fake/clock');
      expect((await t.call('GET', '/api/News', { token })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a login token does not open the API → 401', async () => {
    const token = await t.loginToken('hoofdverzekerde');
    expect(await t.call('GET', '/api/News', { token })).toMatchObject({ status: 401, json: { message: 'Uw sessie is niet geldig: dit soort token geldt hier niet.' } });
  });

  test('a missing permission → 403 (co-insured on InsuranceRight)', async () => {
    const token = await t.accessToken('medeverzekerde');
    expect(await t.call('GET', '/api/InsuranceRight', { token })).toMatchObject({
      status: 403,
      json: { message: "U heeft geen toegang: hiervoor is het recht 'r-insurance-right' nodig." },
    });
  });

  test('a shorter access token lifetime is honoured', async () => {
    const short = await startTestBackend({ accessTokenLifetimeSeconds: 60 });
    try {
      const token = await short.accessToken('hoofdverzekerde');
      short.backend.clock.advance(60);
      expect((await short.call('GET', '/api/News', { token })).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('CORS', () => {
  test.for(['http://localhost:5173', 'http://studentenzorg.localhost:4173', 'http://127.0.0.1:5173'])(
    'preflight from %s is allowed with credentials, Authorization and Client-Version',
    async (origin) => {
      const answer = await t.call('OPTIONS', '/api/account/login', {
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,client-version,content-type' },
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      expect(answer.headers.get('access-control-allow-headers')).toMatch(/Client-Version/);
    },
  );

  test('an unknown origin gets no CORS headers', async () => {
    const answer = await t.call('GET', '/api/Collectivity', { headers: { Origin: 'https://evil.example.com' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('other answers', () => {
  test('unknown path → 404 JSON', async () => {
    expect(await t.call('GET', '/api/does-not-exist')).toMatchObject({ status: 404, json: { message: 'Niet gevonden: GET /api/does-not-exist' } });
  });

  test('health', async () => {
    expect(await t.call('GET', '/api/health')).toMatchObject({ status: 200, json: { ok: true } });
  });
});
