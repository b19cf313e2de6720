import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface FakeBackendProcess {
  url: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== null) throw new Error(`the fake backend stopped before it answered: ${exit}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the fake backend did not answer at ${url} within 30 s`);
}

/** `npm run fake-backend` as its own process, on a free port with a fresh data folder. */
export async function startFakeBackendProcess(): Promise<FakeBackendProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pact-provider-http-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'fake-backend/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_PORT: String(port), FAKE_DATA_DIR: dataDir, FAKE_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = `exit ${code ?? signal} ${stderr}`;
      resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exit === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, () => exit);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
