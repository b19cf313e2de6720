#!/usr/bin/env node
// Pact merges into an existing file, so a renamed interaction would linger: start clean.
// The consumer tests write pacts/mijn-omgeving-portal-mijn-omgeving-api.json (tests/contract/contract.ts);
// every generated file goes, also one of an earlier provider name. pacts/README.md stays.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';

mkdirSync('pacts', { recursive: true });
for (const file of readdirSync('pacts')) {
  if (file.endsWith('.json')) rmSync(`pacts/${file}`);
}
