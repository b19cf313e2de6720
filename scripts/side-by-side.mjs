#!/usr/bin/env node
// Runs npm scripts side by side and prints each one's output whole when it ends (not interleaved); exits 1 when
// any of them failed. `npm test` runs lint beside typecheck-then-vitest this way: lint and typecheck are each one
// single-threaded process, so vitest starts on the core typecheck leaves instead of waiting for lint.
//
//   node scripts/side-by-side.mjs lint test:types-then-vitest
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script> …');
  process.exit(2);
}

const run = (name) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let finished = false;
    const finish = (ok, reason = '') => {
      if (finished) return; // 'error' can come before 'close'
      finished = true;
      process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${ok ? '✓' : '✗'} npm run ${name}: ${ok ? 'passed' : `FAILED${reason}`} in ${seconds} s\n`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, ` (${error.message})`));
    child.on('close', (code, signal) => finish(code === 0, signal ? ` (${signal})` : ''));
  });

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
