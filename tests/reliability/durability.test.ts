// Issue 13 defect 1: a crash during a write must lose nothing that was acknowledged,
// and a store that cannot be read must never be replaced by the seed silently.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openStore, StoreUnreadableError } from '../../fake-backend/db';
import { DEMO_PASSWORD, createSeed, type DbState } from '../../fake-backend/seed';
import { printFigures } from './support/figures';

const WRITER = resolve(import.meta.dirname, 'support/store-writer.ts');
const MAIN = resolve(import.meta.dirname, '../../fake-backend/main.ts');

/** A port that is free now (the child fake backend listens on it across its restarts). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}
const KILLS = 12;
const folders: string[] = [];

async function freshFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'reliability-store-'));
  folders.push(folder);
  return folder;
}

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

interface WriterRun {
  startedAt: number;
  acknowledged: number[];
}

/** Starts the writer, lets it write for `millis` after it is ready, kills it with SIGKILL. */
function runAndKill(dataDir: string, millis: number): Promise<WriterRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    const run: WriterRun = { startedAt: -1, acknowledged: [] };
    let buffered = '';
    let errors = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      errors += chunk;
    });
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [word, number] = line.split(' ');
        if (word === 'ready') {
          run.startedAt = Number(number);
          setTimeout(() => child.kill('SIGKILL'), millis);
        } else if (word === 'ack') {
          run.acknowledged.push(Number(number));
        }
      }
    });
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') fail(new Error(`writer ended without being killed: ${errors}`));
      else done(run);
    });
  });
}

async function readWritten(file: string): Promise<Set<number>> {
  const state = JSON.parse(await readFile(file, 'utf8')) as DbState;
  return new Set(state.loginAttempts.filter((entry) => entry.username.startsWith('writer-')).map((entry) => entry.failures));
}

describe('durability', () => {
  test(`a writer killed with SIGKILL ${KILLS} times mid-burst: after each kill db.json is valid and holds every acknowledged write`, async () => {
    const dataDir = await freshFolder();
    const file = join(dataDir, 'db.json');
    let acknowledgedTotal = 0;
    let lost = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      const run = await runAndKill(dataDir, 40 + ((kill * 37) % 160));
      acknowledgedTotal += run.acknowledged.length;
      // the restart read the store back, not the seed
      if (kill > 0) expect(run.startedAt).toBeGreaterThan(0);
      const written = await readWritten(file);
      const missing = run.acknowledged.filter((n) => !written.has(n));
      lost += missing.length;
      expect(missing, `kill ${kill + 1}: acknowledged but lost`).toEqual([]);
      const leftovers = (await readdir(dataDir)).filter((name) => name.endsWith('.tmp'));
      expect(leftovers.length).toBeLessThanOrEqual(1);
    }
    printFigures('durability', { 'SIGKILLs survived': KILLS, 'acknowledged writes': acknowledgedTotal, 'acknowledged writes lost': lost });
    expect(acknowledgedTotal).toBeGreaterThan(KILLS);
  });

  test.for([
    { case: 'empty', text: '' },
    { case: 'cut off', text: '{"meta":{"seedVersion":1,"seedDate":"2026-01-05"},"accounts":[{"userna' },
    { case: 'not a store', text: '[1,2,3]' },
  ])('a $case db.json with a good copy: the store starts from the copy and keeps the broken file aside', async ({ text }) => {
    const dataDir = await freshFolder();
    const first = openStore(dataDir, () => createSeed('2026-01-05'));
    first.update((state) => {
      state.loginAttempts.push({ username: 'kept', failures: 3, lockedUntil: null });
    });
    // the copy to fall back on is the state of the last start
    openStore(dataDir, () => createSeed('2026-01-05'));
    await writeFile(join(dataDir, 'db.json'), text);

    const warnings: string[] = [];
    const reopened = openStore(dataDir, () => createSeed('2099-01-01'), (line) => warnings.push(line));
    expect(reopened.openedFrom).toBe('recovered');
    expect(reopened.read().meta.seedDate).toBe('2026-01-05');
    expect(reopened.read().loginAttempts).toContainEqual({ username: 'kept', failures: 3, lockedUntil: null });
    expect(warnings.join('\n')).toMatch(/could not be read/);
    const names = await readdir(dataDir);
    expect(names.some((name) => name.startsWith('db.json.broken-'))).toBe(true);
  });

  test('an unreadable db.json without a good copy: refuses to start with a clear message and overwrites nothing', async () => {
    const dataDir = await freshFolder();
    const file = join(dataDir, 'db.json');
    await writeFile(file, '{"meta":');
    expect(() => openStore(dataDir, () => createSeed('2026-01-05'))).toThrow(StoreUnreadableError);
    expect(() => openStore(dataDir, () => createSeed('2026-01-05'))).toThrow(/cannot be read .*not valid JSON.*Nothing was overwritten/);
    expect(await readFile(file, 'utf8')).toBe('{"meta":');
    expect(existsSync(`${file}.bak`)).toBe(false);
  });

  test('a change that throws halfway stores nothing, on disk or in memory', async () => {
    const dataDir = await freshFolder();
    const store = openStore(dataDir, () => createSeed('2026-01-05'));
    const before = JSON.stringify(store.read());
    expect(() =>
      store.update((state) => {
        state.loginAttempts.push({ username: 'half', failures: 1, lockedUntil: null });
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(JSON.stringify(store.read())).toBe(before);
    expect(JSON.stringify(JSON.parse(await readFile(store.file, 'utf8')))).toBe(before);
  });

  test('the real fake backend killed with SIGKILL during API writes: every answered write is there after the restart', async () => {
    const dataDir = await freshFolder();
    const API_PORT = await freePort();
    const base = `http://127.0.0.1:${API_PORT}`;
    const start = async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: { ...process.env, API_PORT: String(API_PORT), FAKE_DATA_DIR: dataDir, FAKE_QUIET: '1', HOST: '127.0.0.1' },
        stdio: 'ignore',
      });
      for (let attempt = 0; attempt < 120; attempt += 1) {
        try {
          if ((await fetch(`${base}/api/health`)).ok) return child;
        } catch {
          // not listening yet
        }
        await new Promise((done) => setTimeout(done, 100));
      }
      child.kill('SIGKILL');
      throw new Error('the fake backend did not start');
    };
    const killed = (child: ReturnType<typeof spawn>) =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGKILL');
      });
    const post = async (path: string, body: unknown, token?: string) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

    let child = await start();
    const login = (await (await post('/api/account/login', { username: 'hoofdverzekerde', password: DEMO_PASSWORD })).json()) as { loginToken: string };
    const { accessToken } = (await (await post('/api/account/validateVerificationCode', { verificationCode: '12345' }, login.loginToken)).json()) as { accessToken: string };
    // each write stores a phone number that encodes its sequence number; writes go one after the other
    const phoneOf = (n: number) => `+3161${String(n).padStart(7, '0')}`;
    const customerNumber = (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { user: { customerNumber: string } }).user.customerNumber;
    let next = 1;
    let acknowledgedTotal = 0;
    const rounds = 4;
    for (let round = 0; round < rounds; round += 1) {
      let lastAcknowledged = 0;
      let running = true;
      let firstAcknowledged: () => void = () => undefined;
      const writing = new Promise<void>((done) => {
        firstAcknowledged = done;
      });
      const writer = (async () => {
        while (running) {
          const n = next;
          next += 1;
          try {
            const answer = await post('/api/account/updatePhoneNumber', { phoneNumber: phoneOf(n) }, accessToken);
            if (answer.status !== 204) throw new Error(`updatePhoneNumber answered ${answer.status}`);
            lastAcknowledged = n;
            acknowledgedTotal += 1;
            firstAcknowledged();
          } catch (error) {
            if (error instanceof Error && error.message.startsWith('updatePhoneNumber')) throw error;
            return; // the connection died with the server: not acknowledged
          }
        }
      })();
      // kill mid-burst: once the first write of this round is answered (a busy machine can take longer than any
      // fixed wait for a freshly started server's first answer), then a little later, at a different point each round
      await Promise.race([writing, writer]);
      await new Promise((done) => setTimeout(done, 50 + round * 60));
      await killed(child);
      running = false;
      await writer;
      expect(lastAcknowledged).toBeGreaterThan(0);
      const state = JSON.parse(await readFile(join(dataDir, 'db.json'), 'utf8')) as DbState;
      const stored = state.customers.find((customer) => customer.customerNumber === customerNumber)?.phoneNumber ?? '';
      expect(Number(stored.slice(5))).toBeGreaterThanOrEqual(lastAcknowledged);
      child = await start();
    }
    await killed(child);
    printFigures('durability over the API', { 'SIGKILLs during API writes': rounds, 'acknowledged writes': acknowledgedTotal });
  });
});
