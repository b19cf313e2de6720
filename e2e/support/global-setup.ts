/**
 * Starts the servers of every worker slot before the first test (see servers.ts) and stops them after the last:
 * per slot a fake backend, a short-session fake backend and a `vite preview` of the shared build. They live in the
 * runner, not in a worker, so a worker that is replaced after a failed test finds its servers still there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { serversOf, SHORT_SESSION_SECONDS } from './servers';

const ARTIFACTS = 'e2e/.artifacts';
/** the built portal that vite preview serves (E2E_DIST for a build of one's own) */
const DIST = process.env['E2E_DIST'] ?? 'dist';
const START_TIMEOUT_MS = 90_000;

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  log: string;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function start(name: string, url: string, args: string[], env: Record<string, string>): Server {
  mkdirSync(join(ARTIFACTS, 'servers'), { recursive: true });
  const log = join(ARTIFACTS, 'servers', `${name}.log`);
  const out = createWriteStream(log);
  // a process group of its own: stopping it stops what it started too
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return { name, url, child, log };
}

async function ready(server: Server): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    if (await answers(server.url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const tail = readFileSync(server.log, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`${server.name} did not answer at ${server.url} (log ${server.log}):\n${tail}`);
}

function stop(servers: Server[]): Promise<void> {
  return Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
          child.once('exit', () => resolve());
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            resolve();
          }
        }),
    ),
  ).then(() => undefined);
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const slots = Array.from({ length: config.workers }, (_, index) => serversOf(index));
  const wanted = slots.flatMap((slot, index) => [
    { name: `fake-backend-${index}`, url: `http://127.0.0.1:${slot.apiPort}/api/health`, port: slot.apiPort, short: false },
    { name: `fake-backend-short-${index}`, url: `http://127.0.0.1:${slot.shortSessionApiPort}/api/health`, port: slot.shortSessionApiPort, short: true },
  ]);
  const portals = slots.map((slot, index) => ({ name: `portal-${index}`, url: `http://127.0.0.1:${slot.portalPort}/`, slot }));
  // a server left from another run would serve other state: refuse rather than share it
  const taken = await Promise.all([...wanted, ...portals].map(async (server) => ((await answers(server.url)) ? server.url : null)));
  if (taken.some(Boolean)) throw new Error(`already in use (another suite? move it with E2E_PORT_BASE): ${taken.filter(Boolean).join(', ')}`);

  // One signing secret for a run's fake backends, made anew each run: the short-session backend's tokens reach the
  // portal through its worker's normal backend (the portal proxies to that one), which must accept them
  const jwtSecret = randomBytes(32).toString('base64url');
  const servers: Server[] = [
    ...wanted.map(({ name, url, port, short }) =>
      start(name, url, ['--import', 'tsx', 'fake-backend/main.ts'], {
        JWT_SECRET: jwtSecret,
        API_PORT: String(port),
        FAKE_DATA_DIR: join(ARTIFACTS, `data-${port}`),
        FAKE_QUIET: '1',
        ...(short ? { ACCESS_TOKEN_LIFETIME_SECONDS: String(SHORT_SESSION_SECONDS) } : {}),
      }),
    ),
    ...portals.map(({ name, url, slot }) =>
      start(name, url, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(slot.portalPort), '--strictPort', '--outDir', DIST], {
        API_PORT: String(slot.apiPort),
        PORTAL_PORT: String(slot.portalPort),
      }),
    ),
  ];
  // the runner may end without the teardown (an interrupt): the servers end with it
  const stopNow = () =>
    servers.forEach(({ child }) => {
      try {
        if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    });
  process.once('exit', stopNow);
  try {
    await Promise.all(servers.map(ready));
  } catch (error) {
    await stop(servers);
    throw error;
  }
  return async () => {
    process.off('exit', stopNow);
    await stop(servers);
  };
}
