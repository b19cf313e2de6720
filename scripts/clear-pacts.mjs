#!/usr/bin/env node
// Pact merges into an existing file, so a renamed interaction would linger: start clean.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';

mkdirSync('pacts', { recursive: true });
for (const file of readdirSync('pacts')) {
  if (file.endsWith('.json')) rmSync(`pacts/${file}`);
}
