#!/usr/bin/env node
// The browser tests run on Debian's Chromium; install it when it is missing (never a download of its own).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (!existsSync(CHROMIUM)) {
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
}
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is still missing after the install.`);
  process.exit(1);
}
