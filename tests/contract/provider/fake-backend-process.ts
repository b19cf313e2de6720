import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface FakeBackendProcess {
  url: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** main.ts's first line: `Fake backend of Mijn omgeving on http://localhost:<port> …` */
const LISTENING = /Fake backend of Mijn omgeving on https?:\/\/[^:\s]+:(\d+)/;

/**
 * `npm run fake-backend` as its own process, with a fresh data folder, on a
 * port the system picks (API_PORT=0, read back from its start-up line).
 */
export async function startFakeBackendProcess(): Promise<FakeBackendProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pact-provider-http-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'fake-backend/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_PORT: '0', FAKE_DATA_DIR: dataDir, FAKE_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(`exit ${code ?? signal}`)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the fake backend did not start within 30 s: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`the fake backend stopped before it listened (${exit}): ${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}
