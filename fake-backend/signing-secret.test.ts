// @vitest-environment node
// Issue 32 point 19: the signing secret is made on first start and kept in the data folder, not in the code.
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { SIGNING_SECRET_FILE } from './signing-secret';
import { decodeJwt, makeDataDir, serverSigner, signWith, startTestBackend, type TestBackend } from './test-support';

const started: TestBackend[] = [];
async function start(options: Parameters<typeof startTestBackend>[0] = {}) {
  const backend = await startTestBackend(options);
  started.push(backend);
  return backend;
}
afterEach(async () => {
  for (const backend of started.splice(0)) await backend.close();
});

/** The constant this backend once signed with, published in its source: it must open nothing. */
const FORMER_PUBLISHED_SECRET = 'mijn-omgeving-fake-backend-local-secret-not-for-production';

describe('the signing secret (issue 32 point 19)', () => {
  test('made on first start: a random one in <dataDir>/jwt-secret, readable by its owner only', async () => {
    const t = await start();
    const file = join(t.dataDir, SIGNING_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const secret = (await readFile(file, 'utf8')).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const other = await start();
    expect((await readFile(join(other.dataDir, SIGNING_SECRET_FILE), 'utf8')).trim()).not.toBe(secret);
  });

  test('a token forged with the formerly published secret, or another server\'s, is refused (401)', async () => {
    const t = await start();
    const other = await start();
    const claims = decodeJwt(await t.accessToken('hoofdverzekerde'));
    for (const forged of [await signWith(FORMER_PUBLISHED_SECRET, claims), await serverSigner(other.dataDir)(claims)]) {
      expect((await t.call('GET', '/api/Customer/GetAllCustomersWithActivePolicy', { token: forged })).status).toBe(401);
    }
    // the same claims signed with this server's secret pass: only the secret decided
    const resigned = await serverSigner(t.dataDir)(claims);
    expect((await t.call('GET', '/api/Customer/GetAllCustomersWithActivePolicy', { token: resigned })).status).toBe(200);
  });

  test('kept across a restart on the same folder: a session stays valid', async () => {
    const dataDir = await makeDataDir();
    try {
      const first = await start({ dataDir });
      const token = await first.accessToken('hoofdverzekerde');
      await first.close({ keepData: true });
      started.splice(started.indexOf(first), 1);
      const second = await start({ dataDir });
      expect((await second.call('GET', '/api/Customer/GetAllCustomersWithActivePolicy', { token })).status).toBe(200);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('JWT_SECRET (the jwtSecret option) replaces it: no file is made', async () => {
    const t = await start({ jwtSecret: 'a-secret-given-by-the-environment-0123456789' });
    expect(await readdir(t.dataDir)).not.toContain(SIGNING_SECRET_FILE);
    const claims = decodeJwt(await t.accessToken('hoofdverzekerde'));
    const token = await signWith('a-secret-given-by-the-environment-0123456789', claims);
    expect((await t.call('GET', '/api/Customer/GetAllCustomersWithActivePolicy', { token })).status).toBe(200);
  });
});
