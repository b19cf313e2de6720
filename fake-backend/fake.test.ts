// @vitest-environment node
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StoreUnreadableError } from './db';
import { DEMO_ACCOUNTS, createSeed } from './seed';
import { makeDataDir, startTestBackend, type TestBackend } from './test-support';

describe('/__fake controls', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
  });
  afterAll(async () => {
    await t.close();
  });

  test('the first start writes the seed for today to db.json', async () => {
    const onDisk = JSON.parse(await readFile(join(t.dataDir, 'db.json'), 'utf8'));
    expect(onDisk).toEqual(createSeed(t.backend.clock.today()));
  });

  test('reset restores the seed and clears outbox, lockouts, pending codes and the clock', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.call('POST', '/api/account/login', { body: { username: 'wanbetaler', password: 'fout' } });
    }
    await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 60 } });
    expect(t.backend.store.read().loginAttempts).toHaveLength(1);
    expect(t.backend.clock.offsetSeconds()).toBe(60);

    const answer = await t.call('POST', '/__fake/reset');
    expect(answer).toMatchObject({ status: 200, json: { ok: true, seedDate: t.backend.clock.today() } });
    expect(t.backend.store.read()).toEqual(createSeed(t.backend.clock.today()));
    expect((await t.call('GET', '/__fake/outbox')).json).toEqual([]);
    expect(t.backend.clock.offsetSeconds()).toBe(0);
    expect((await t.call('POST', '/api/account/login', { body: { username: 'wanbetaler', password: 'Welkom01!' } })).status).toBe(200);
    const stale = await t.call('POST', '/api/account/validateVerificationCode', { token: loginToken, body: { verificationCode: '12345' } });
    expect(stale).toMatchObject({ status: 400, json: { message: 'Verificationcode was invalid' } });
  });

  test('the outbox lists every sent code, optionally for one username', async () => {
    await t.backend.reset();
    await t.loginToken('hoofdverzekerde');
    await t.loginToken('wanbetaler');
    const all = await t.call('GET', '/__fake/outbox');
    expect(all.json).toEqual([
      { channel: 'sms', kind: 'verification', to: expect.stringMatching(/^\+316\d{8}$/), username: 'hoofdverzekerde', code: '12345', sentAt: expect.any(String) },
      { channel: 'call', kind: 'verification', to: expect.stringMatching(/^\+3120\d{7}$/), username: 'wanbetaler', code: '12345', sentAt: expect.any(String) },
    ]);
    const one = await t.call('GET', '/__fake/outbox?username=Wanbetaler');
    expect(one.json).toHaveLength(1);
  });

  test('the clock moves forward and back', async () => {
    await t.call('DELETE', '/__fake/clock');
    const before = Date.now();
    const moved = await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 3600 } });
    expect(moved.json.offsetSeconds).toBe(3600);
    expect(Date.parse(moved.json.now)).toBeGreaterThanOrEqual(before + 3_600_000);
    expect((await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 'soon' } })).status).toBe(400);
    expect((await t.call('POST', '/__fake/clock', { body: { advanceSeconds: -5 } })).status).toBe(400);
    expect((await t.call('DELETE', '/__fake/clock')).json.offsetSeconds).toBe(0);
  });

  test('/__fake/config switches the release tag and the environment of statics/config.json; DELETE and reset switch back', async () => {
    const original = (await t.call('GET', '/statics/config.json')).json;
    expect(original).toMatchObject({ environment: 'dev', cacheGuid: `release-${original.releaseTag}` });
    expect((await t.call('POST', '/__fake/config', { body: { releaseTag: '9.9.9' } })).json).toEqual({ releaseTag: '9.9.9' });
    expect((await t.call('POST', '/__fake/config', { body: { environment: 'prd' } })).json).toEqual({ releaseTag: '9.9.9', environment: 'prd' });
    expect((await t.call('GET', '/statics/config.json')).json).toEqual({ ...original, releaseTag: '9.9.9', cacheGuid: 'release-9.9.9', environment: 'prd' });
    expect((await t.call('DELETE', '/__fake/config')).json).toEqual({});
    expect((await t.call('GET', '/statics/config.json')).json).toEqual(original);
    await t.call('POST', '/__fake/config', { body: { releaseTag: '9.9.9' } });
    await t.call('POST', '/__fake/reset');
    expect((await t.call('GET', '/statics/config.json')).json).toEqual(original);
  });

  test.for([
    { case: 'a tag with a space', body: { releaseTag: '1 2' } },
    { case: 'a number', body: { releaseTag: 3 } },
    { case: 'an environment in capitals', body: { environment: 'PRD' } },
  ])('/__fake/config refuses $case (400 { message }), nothing switched', async ({ body }) => {
    const answer = await t.call('POST', '/__fake/config', { body });
    expect(answer).toMatchObject({ status: 400, json: { message: expect.any(String) } });
    expect((await t.call('GET', '/__fake/config')).json).toEqual({});
  });

  test('/__fake/failures: the next call to the path fails with the status, before the route (nothing stored), then it works again', async () => {
    await t.backend.reset();
    const token = await t.accessToken('hoofdverzekerde');
    const before = JSON.stringify(t.backend.store.read());
    const switched = await t.call('POST', '/__fake/failures', { body: { method: 'post', path: '/api/Account/UpdateAccountDetails', status: 500 } });
    expect(switched.json).toEqual([{ method: 'POST', path: '/api/account/updateaccountdetails', status: 500, times: 1 }]);
    // another method or path is not touched
    expect((await t.call('POST', '/api/Account/GetAccountDetails', { token })).status).toBe(200);
    const failed = await t.call('POST', '/api/account/updateAccountDetails', { token, body: { username: 'jan.de.vries' } });
    expect(failed).toMatchObject({ status: 500, json: { message: 'Er is een interne fout opgetreden.' } });
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
    expect((await t.call('GET', '/__fake/failures')).json).toEqual([]);
    expect((await t.call('POST', '/api/account/updateAccountDetails', { token, body: { username: 'jan.de.vries' } })).status).toBe(200);
  });

  test.for([
    { status: 401, message: 'Uw sessie is niet geldig: aangezet met /__fake/failures.' },
    { status: 403, message: 'U heeft geen toegang: aangezet met /__fake/failures.' },
  ])('/__fake/failures: a $status for the session-ending paths of the e2e tests', async ({ status, message }) => {
    await t.backend.reset();
    const token = await t.accessToken('hoofdverzekerde');
    await t.call('POST', '/__fake/failures', { body: { method: 'GET', path: '/api/News', status } });
    expect(await t.call('GET', '/api/News', { token })).toMatchObject({ status, json: { message } });
    expect((await t.call('GET', '/api/News', { token })).status).toBe(200);
  });

  test('/__fake/failures: times, DELETE, reset, and what it refuses', async () => {
    await t.call('POST', '/__fake/failures', { body: { method: 'GET', path: '/content/menu.json', status: 503, times: 2 } });
    expect((await t.call('GET', '/content/menu.json')).status).toBe(503);
    expect((await t.call('GET', '/content/menu.json')).status).toBe(503);
    expect((await t.call('GET', '/content/menu.json')).status).toBe(200);
    await t.call('POST', '/__fake/failures', { body: { method: 'GET', path: '/content/menu.json', status: 500 } });
    expect((await t.call('DELETE', '/__fake/failures')).json).toEqual([]);
    expect((await t.call('GET', '/content/menu.json')).status).toBe(200);
    await t.call('POST', '/__fake/failures', { body: { method: 'GET', path: '/content/menu.json', status: 500 } });
    await t.call('POST', '/__fake/reset');
    expect((await t.call('GET', '/content/menu.json')).status).toBe(200);
    for (const body of [
      { method: 'GET', path: '/content/menu.json', status: 404 },
      { method: 'GET', path: '/content/menu.json', status: 402 },
      { method: 'GET', path: '/__fake/reset', status: 500 },
      { method: 'FETCH', path: '/api/News', status: 500 },
      { method: 'GET', path: '/api/News', status: 500, times: 0 },
    ]) {
      expect(await t.call('POST', '/__fake/failures', { body })).toMatchObject({ status: 400, json: { message: expect.any(String) } });
    }
    expect((await t.call('GET', '/__fake/failures')).json).toEqual([]);
  });

  test('/__fake/db is read-only and has no password hashes', async () => {
    const db = await t.call('GET', '/__fake/db');
    expect(db.json.accounts).toHaveLength(DEMO_ACCOUNTS.length);
    expect(db.text).not.toContain('passwordHash');
    expect(db.text).not.toContain('$2b$');
    const accounts = await t.call('GET', '/__fake/db/accounts');
    expect(accounts.json[0]).not.toHaveProperty('passwordHash');
    expect((await t.call('POST', '/__fake/db/accounts', { body: { username: 'x' } })).status).toBe(404);
    expect((await t.call('GET', '/__fake/db/nothing')).status).toBe(404);
  });
});

describe('persistence', () => {
  test('a second instance on the same data folder sees the first one’s changes', async () => {
    const dataDir = await makeDataDir();
    try {
      const first = await startTestBackend({ dataDir });
      await first.accessToken('hoofdverzekerde');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await first.call('POST', '/api/account/login', { body: { username: 'buitenland', password: 'fout' } });
      }
      const lastLoginAt = first.backend.store.read().accounts.find((account) => account.username === 'hoofdverzekerde')?.lastLoginAt;
      const seedDate = first.backend.store.read().meta.seedDate;
      await first.close();

      const second = await startTestBackend({ dataDir });
      const accounts = (await second.call('GET', '/__fake/db/accounts')).json;
      expect(accounts.find((account: { username: string }) => account.username === 'hoofdverzekerde').lastLoginAt).toBe(lastLoginAt);
      expect(second.backend.store.read().meta.seedDate).toBe(seedDate);
      const locked = await second.call('POST', '/api/account/login', { body: { username: 'buitenland', password: 'Welkom01!' } });
      expect(locked.json.message).toMatch(/^Account locked/);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('an unreadable db.json is never replaced by the seed: without a good copy the backend refuses to start', async () => {
    const dataDir = await makeDataDir();
    try {
      await writeFile(join(dataDir, 'db.json'), '{ not json');
      await expect(startTestBackend({ dataDir })).rejects.toThrow(StoreUnreadableError);
      expect(await readFile(join(dataDir, 'db.json'), 'utf8')).toBe('{ not json');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
