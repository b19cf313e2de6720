// Issue 13 defects 2, 3, 5, 7 and 9, issue 21's mutants (lockout per exact-case username,
// a shorter code validity): the limits on tries hold under parallel and repeated requests.
import { connect, type Socket } from 'node:net';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../fake-backend/areas/account';
import { CREATE_ACCOUNT_MESSAGES } from '../../fake-backend/areas/create-account';
import { createClock } from '../../fake-backend/clock';
import { openStore } from '../../fake-backend/db';
import { IDIN_SESSION_MEMORY_SECONDS, LIMIT_MESSAGES, MAX_IDIN_SESSIONS, MAX_UNKNOWN_USERNAMES, createLoginThrottle } from '../../fake-backend/limits';
import { BANK_OPTIONS } from '../../fake-backend/areas/idin';
import { DEMO_PASSWORD, REGISTRABLE_PERSON, createSeed } from '../../fake-backend/seed';
import { makeDataDir, registrationClient, useTestBackend, type CallResult } from '../../fake-backend/test-support';
import { printFigures } from './support/figures';
import { claimsOf, serverSigner } from './support/tokens';

const t = useTestBackend();
const figures = { 'parallel login attempts': 0, 'parallel attempts that reached the password check': 0, 'code resends tried': 0, 'code resends refused': 0 };
afterAll(() => printFigures('abuse', figures));

interface BurstAnswer {
  status: number;
  message: string | undefined;
}

/**
 * POSTs every body at once: one connection each, all connected first, then
 * every request written in one go, so that the server reads them all before
 * it answers any (a real parallel burst, as an attacker sends it).
 */
async function burst(path: string, bodies: unknown[]): Promise<BurstAnswer[]> {
  const { port } = t.server;
  const sockets = await Promise.all(
    bodies.map(
      () =>
        new Promise<Socket>((done, fail) => {
          const socket = connect(port, '127.0.0.1', () => done(socket));
          socket.once('error', fail);
        }),
    ),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise<BurstAnswer>((done) => {
        let raw = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (raw += chunk));
        socket.on('end', () => {
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
          const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
          let message: string | undefined;
          try {
            message = (JSON.parse(body) as { message?: string }).message;
          } catch {
            message = undefined;
          }
          done({ status, message });
        });
      }),
  );
  sockets.forEach((socket, index) => {
    const body = JSON.stringify(bodies[index]);
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  return Promise.all(answers);
}

/** The account's birth date as the forgot flows take it (yyyy/MM/dd). */
function birthDateOf(username: string): string {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username);
  const customer = state.customers.find((entry) => entry.customerNumber === account?.customerNumber);
  return (customer?.birthDate ?? '').replaceAll('-', '/');
}

const wrong = (username: string) => ({ username, password: 'Fout0000!' });
const right = (username: string) => ({ username, password: DEMO_PASSWORD });
const variants = ['hoofdverzekerde', 'HoofdVerzekerde', 'HOOFDVERZEKERDE', ' hoofdVerzekerde '];

describe('the password lockout under parallel attempts (defect 2)', () => {
  test.for([6, 11, 21])('the right password sent %i-th of 21 in one burst, usernames in mixed case: at most 5 attempts are checked', async (position) => {
    const bodies = Array.from({ length: 21 }, (_, index) => (index === position - 1 ? right(variants[index % 4] ?? '') : wrong(variants[index % 4] ?? '')));
    const answers = await burst('/api/account/login', bodies);
    figures['parallel login attempts'] += answers.length;
    const checked = answers.filter((answer) => answer.status === 200 || answer.message === ACCOUNT_MESSAGES.incorrectCredentials);
    figures['parallel attempts that reached the password check'] += checked.length + (checked.length < 5 ? 1 : 0);
    // 5 attempts in flight or failed: every further one is refused, whatever the order they were checked in
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.message === ACCOUNT_MESSAGES.locked).length).toBeGreaterThanOrEqual(16);
    if (answers[position - 1]?.status !== 200) {
      expect(answers[position - 1]).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.locked });
      expect(await t.call('POST', '/api/account/login', { body: right('hoofdverzekerde') })).toMatchObject({ status: 400, json: { message: ACCOUNT_MESSAGES.locked } });
    }
  });

  test('100 wrong passwords in one burst: at most 5 reach the password check, the username is locked', async () => {
    const answers = await burst('/api/account/login', Array.from({ length: 100 }, (_, index) => wrong(variants[index % 4] ?? '')));
    figures['parallel login attempts'] += answers.length;
    figures['parallel attempts that reached the password check'] += 5;
    expect(answers.filter((answer) => answer.message === ACCOUNT_MESSAGES.incorrectCredentials)).toHaveLength(4);
    expect(answers.filter((answer) => answer.message === ACCOUNT_MESSAGES.locked)).toHaveLength(96);
    expect(t.backend.store.read().loginAttempts).toEqual([{ username: 'hoofdverzekerde', failures: 5, lockedUntil: expect.any(String) }]);
  });

  test('the count is per username whatever its case (issue 21): 5 wrong in 5 spellings lock it', async () => {
    for (const username of ['HoofdVerzekerde', 'hoofdverzekerde', 'HOOFDVERZEKERDE', 'hoofdVerzekerde']) {
      expect((await t.call('POST', '/api/account/login', { body: wrong(username) })).json.message).toBe(ACCOUNT_MESSAGES.incorrectCredentials);
    }
    expect((await t.call('POST', '/api/account/login', { body: wrong('Hoofdverzekerde') })).json.message).toBe(ACCOUNT_MESSAGES.locked);
    expect((await t.call('POST', '/api/account/login', { body: right('hoofdverzekerde') })).json.message).toBe(ACCOUNT_MESSAGES.locked);
  });
});

describe('failed logins of unknown usernames (defect 7)', () => {
  test('are not written to the store, and still lock the username', async () => {
    for (let index = 0; index < 30; index += 1) await t.call('POST', '/api/account/login', { body: wrong(`niemand-${index}`) });
    for (let index = 0; index < 4; index += 1) await t.call('POST', '/api/account/login', { body: wrong('niemand-0') });
    expect((await t.call('POST', '/api/account/login', { body: wrong('NIEMAND-0') })).json.message).toBe(ACCOUNT_MESSAGES.locked);
    expect(t.backend.store.read().loginAttempts).toEqual([]);
    expect(await readFile(t.backend.store.file, 'utf8')).not.toContain('niemand-');
  });

  test(`are kept for at most ${MAX_UNKNOWN_USERNAMES} usernames and forgotten a day after the last failure`, async () => {
    const clock = createClock();
    const throttle = createLoginThrottle(openStore(await makeDataDir(), () => createSeed('2026-01-05')), clock);
    for (let index = 0; index < MAX_UNKNOWN_USERNAMES + 500; index += 1) {
      const attempt = throttle.begin(`bot-${index}`);
      if (!attempt.refused) attempt.finish(false);
    }
    expect(throttle.unknownCount()).toBe(MAX_UNKNOWN_USERNAMES);
    for (let index = 0; index < 4; index += 1) {
      const attempt = throttle.begin('bot-x');
      if (!attempt.refused) attempt.finish(false);
    }
    clock.advance(24 * 3600 + 1);
    const later = throttle.begin('bot-x');
    expect(later.refused).toBe(false);
    if (!later.refused) expect(later.finish(false)).toBe('wrong');
  });
});

async function validate(token: string, verificationCode: string): Promise<CallResult> {
  return t.call('POST', '/api/account/validateVerificationCode', { token, body: { verificationCode } });
}
const resend = async (token: string) => {
  figures['code resends tried'] += 1;
  const answer = await t.call('POST', '/api/Account/ResendVerificationCode', { token });
  if (answer.status !== 200) figures['code resends refused'] += 1;
  return answer;
};

describe('code resends (defect 3)', () => {
  test('wrong codes keep counting across resends: 5 wrong in all block the token, a resend does not unblock it', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    for (let index = 0; index < 3; index += 1) expect((await validate(loginToken, '54321')).json.message).toBe(ACCOUNT_MESSAGES.codeInvalid);
    expect((await resend(loginToken)).status).toBe(200);
    expect((await validate(loginToken, '54321')).json.message).toBe(ACCOUNT_MESSAGES.codeInvalid);
    expect((await validate(loginToken, '54321')).json.message).toBe(ACCOUNT_MESSAGES.codeBlocked);
    expect(await resend(loginToken)).toMatchObject({ status: 400, json: { message: ACCOUNT_MESSAGES.codeBlocked } });
    expect((await validate(loginToken, '12345')).json.message).toBe(ACCOUNT_MESSAGES.codeBlocked);
  });

  test('at most 3 resends per login token (429), and 10 per account and hour', async () => {
    const first = await t.loginToken('hoofdverzekerde');
    for (let index = 0; index < 3; index += 1) expect((await resend(first)).status).toBe(200);
    expect(await resend(first)).toMatchObject({ status: 429, json: { message: LIMIT_MESSAGES.tooManyCodes } });
    const sent = [];
    for (let login = 0; login < 3; login += 1) {
      const token = await t.loginToken('HoofdVerzekerde');
      for (let index = 0; index < 3; index += 1) sent.push((await resend(token)).status);
    }
    expect(sent.filter((status) => status === 200)).toHaveLength(7);
    expect(sent.filter((status) => status === 429)).toHaveLength(2);
    t.backend.clock.advance(3601);
    expect((await resend(await t.loginToken('hoofdverzekerde'))).status).toBe(200);
  });

  test('the forgot-password flow: the same caps on its reset token', async () => {
    const birthDate = birthDateOf('medeverzekerde');
    const answer = await t.call('POST', '/api/account/resetPassword', { body: { username: 'medeverzekerde', birthDate } });
    expect(answer.status).toBe(200);
    for (let index = 0; index < 3; index += 1) expect((await resend(answer.json.loginToken as string)).status).toBe(200);
    expect((await resend(answer.json.loginToken as string)).status).toBe(429);
  });

  test('a code of 4 minutes 59 seconds still works (issue 21), one of 5 minutes 1 second has expired', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    t.backend.clock.advance(299);
    expect((await validate(loginToken, '12345')).status).toBe(200);
    const later = await t.loginToken('hoofdverzekerde');
    t.backend.clock.advance(301);
    expect((await validate(later, '12345')).json.message).toBe(ACCOUNT_MESSAGES.codeExpired);
  });
});

describe('registration codes (defect 3)', () => {
  const SANNE = { username: REGISTRABLE_PERSON.suggestedUsername, birthDate: REGISTRABLE_PERSON.birthDate, agreementId: REGISTRABLE_PERSON.agreementIdNumber };
  const EMAIL = 'sanne@example.nl';
  // one client (browser tab) per test: it sends the registration token of its last identity check
  let client = registrationClient(t);
  beforeEach(() => {
    client = registrationClient(t);
  });
  const call = (path: string, body: unknown) => client.call(path, body);

  test('wrong activation codes keep counting across resends; at most 3 resends; 10 codes per person and hour', async () => {
    const { customerNumber } = (await call('/IsValid', SANNE)).json;
    expect((await call('/SendActivationCode', { email: EMAIL, customerNumber })).status).toBe(204);
    for (let index = 0; index < 4; index += 1) expect((await call('/ValidateActivationCode', { email: EMAIL, code: '13579' })).status).toBe(400);
    expect((await call('/SendActivationCode', { email: EMAIL, customerNumber })).status).toBe(204);
    expect((await call('/ValidateActivationCode', { email: EMAIL, code: '13579' })).json.message).toBe(CREATE_ACCOUNT_MESSAGES.activationBlocked);
    expect((await call('/ValidateActivationCode', { email: EMAIL, code: '24680' })).json.message).toBe(CREATE_ACCOUNT_MESSAGES.activationBlocked);
    expect((await call('/SendActivationCode', { email: EMAIL, customerNumber })).json.message).toBe(CREATE_ACCOUNT_MESSAGES.activationBlocked);

    await call('/IsValid', SANNE);
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await call('/SendActivationCode', { email: EMAIL, customerNumber })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
    await call('/IsValid', SANNE);
    const more = [];
    for (let index = 0; index < 5; index += 1) more.push((await call('/SendActivationCode', { email: EMAIL, customerNumber })).status);
    expect(more).toEqual([204, 204, 204, 204, 429].map((status, index) => (index < 10 - 2 - 4 ? status : 429)));
  });

  test('an activation code of 4 minutes 59 seconds still works', async () => {
    const { customerNumber } = (await call('/IsValid', SANNE)).json;
    await call('/SendActivationCode', { email: EMAIL, customerNumber });
    t.backend.clock.advance(299);
    expect((await call('/ValidateActivationCode', { email: EMAIL, code: '24680' })).status).toBe(204);
  });
});

describe('birth-date guessing on Account/ResetPassword (defect 5)', () => {
  test('5 wrong birth dates per username and hour, then even the right one is refused and no code is sent', async () => {
    const birthDate = birthDateOf('hoofdverzekerde');
    const sentBefore = t.backend.outbox.messages().length;
    for (let day = 1; day <= 5; day += 1) {
      const answer = await t.call('POST', '/api/account/resetPassword', { body: { username: day % 2 ? 'HoofdVerzekerde' : 'hoofdverzekerde', birthDate: `1950/01/0${day}` } });
      expect(answer).toMatchObject({ status: 400, json: { message: ACCOUNT_MESSAGES.notFound } });
    }
    const refused = await t.call('POST', '/api/account/resetPassword', { body: { username: 'hoofdverzekerde', birthDate } });
    expect(refused).toMatchObject({ status: 429, json: { message: LIMIT_MESSAGES.tooManyTries } });
    expect(t.backend.outbox.messages()).toHaveLength(sentBefore);
    t.backend.clock.advance(3601);
    expect((await t.call('POST', '/api/account/resetPassword', { body: { username: 'hoofdverzekerde', birthDate } })).status).toBe(200);
  });
});

describe('order of checks and one-time tokens (defect 9)', () => {
  test('UpdatePassword with a token without u-pw → 403 before the body is looked at', async () => {
    const claims = claimsOf(await t.accessToken('hoofdverzekerde'));
    const withoutUpw = await serverSigner(t.dataDir)({ ...claims, permissions: (claims.permissions as string[]).filter((code) => code !== 'u-pw') });
    for (const body of [{ Password: 'kort' }, {}, 'not json']) {
      const answer = await t.call('POST', '/api/account/updatePassword', typeof body === 'string' ? { token: withoutUpw, rawBody: body } : { token: withoutUpw, body });
      expect(answer).toMatchObject({ status: 403, json: { message: "U heeft geen toegang: hiervoor is het recht 'u-pw' nodig." } });
    }
  });

  test('a login token yields one access token: after the code check a resend and a second check are refused', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    expect((await validate(loginToken, '12345')).status).toBe(200);
    expect((await resend(loginToken)).status).toBe(401);
    expect((await validate(loginToken, '12345')).status).toBe(401);
    await sleep(0);
  });
});

describe('iDIN sessions of anonymous callers (defect 7)', () => {
  const create = () =>
    t.call('POST', '/api/Idin/create-session', { body: { bankIssuer: BANK_OPTIONS[0]?.issuerId, clientBaseUrl: 'http://localhost:5173/', iDINFlow: 1 } });

  test(`at most ${MAX_IDIN_SESSIONS} are kept, the oldest going first; after an hour they are forgotten`, async () => {
    const first = await create();
    for (let index = 0; index < MAX_IDIN_SESSIONS + 50; index += 1) expect((await create()).status).toBe(200);
    const sessions = (await t.call('GET', '/__fake/idin/sessions')).json as { sessionId: string }[];
    expect(sessions.length).toBeLessThanOrEqual(MAX_IDIN_SESSIONS);
    const firstId = new URL(first.json.redirectUrl as string).searchParams.get('sessionId');
    expect(sessions.map((session) => session.sessionId)).not.toContain(firstId);
    t.backend.clock.advance(IDIN_SESSION_MEMORY_SECONDS + 1);
    await create();
    expect((await t.call('GET', '/__fake/idin/sessions')).json).toHaveLength(1);
  });
});
