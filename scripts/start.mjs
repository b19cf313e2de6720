#!/usr/bin/env node
// `npm start`: the fake backend and the portal (Vite dev server) together.
// Ports from API_PORT (default 3001) and PORTAL_PORT (default 5173). Both listen on
// 127.0.0.1 only (this machine); HOST=0.0.0.0 opens them to the network on purpose.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const apiPort = process.env.API_PORT ?? '3001';
const portalPort = process.env.PORTAL_PORT ?? '5173';
// the fake backend's request log is quiet here unless FAKE_REQUEST_LOG=1 turns it on (sent codes are still printed)
const env = { ...process.env, API_PORT: apiPort, PORTAL_PORT: portalPort, FAKE_REQUEST_LOG: process.env.FAKE_REQUEST_LOG ?? '0' };
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    console.error(`${name} stopped (exit code ${code ?? 'signal'}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, seconds) {
  for (let attempt = 0; attempt < seconds * 4; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

run('fake backend', process.execPath, ['--import', 'tsx', 'fake-backend/main.ts']);
await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 60);
run('portal', process.execPath, ['node_modules/vite/bin/vite.js', '--port', portalPort, '--strictPort']);
await waitFor(`http://127.0.0.1:${portalPort}/`, 60);

console.log(`
  Mijn omgeving is running.
    Portal:        http://localhost:${portalPort}/
    Other label:   http://studentenzorg.localhost:${portalPort}/
    Fake backend:  http://localhost:${apiPort}/api/
  Demo logins (password Welkom01!): hoofdverzekerde, medeverzekerde, wanbetaler,
    buitenland, zondertelefoon, nietgeactiveerd, tijdelijkwachtwoord, oudeovereenkomst, lopenderegeling,
    tweeovereenkomsten, faillissement
  Verification code 12345, activation code 24680 (also at http://localhost:${apiPort}/__fake/outbox)
  Forgot username: policy number and birth date are printed by the fake backend above ("Forgot username: …")
  Request log: off; FAKE_REQUEST_LOG=1 npm start turns it on.
  Stop with Ctrl+C.
`);
