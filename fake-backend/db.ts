/**
 * Persistence: `<dataDir>/db.json`, read and written through json-server's
 * lowdb (`router(file).db`), created from the seed on first start. The
 * generic REST router itself is never mounted (it would serve password
 * hashes); `GET /__fake/db` serves a read-only copy without secrets.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jsonServer from 'json-server';
import type { DbState } from './seed';

export interface Store {
  /** the live state; treat as read-only and change it through `update` */
  read(): DbState;
  /** changes the state and writes db.json */
  update(change: (state: DbState) => void): void;
  /** replaces the whole state (reset) and writes db.json */
  replace(state: DbState): void;
  readonly file: string;
}

function isUsable(file: string): boolean {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && 'accounts' in parsed && 'meta' in parsed;
  } catch {
    return false;
  }
}

/** Opens db.json in `dataDir`, seeding it when missing or unreadable. */
export function openStore(dataDir: string, seed: () => DbState): Store {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'db.json');
  if (!existsSync(file) || !isUsable(file)) {
    writeFileSync(file, JSON.stringify(seed(), null, 2));
  }
  const db = jsonServer.router<DbState>(file).db;
  return {
    file,
    read: () => db.getState(),
    update(change) {
      change(db.getState());
      void db.write();
    },
    replace(state) {
      db.setState(state);
      void db.write();
    },
  };
}

/** The state as `/__fake/db` shows it: everything but the password hashes. */
export function withoutSecrets(state: DbState): Omit<DbState, 'accounts'> & { accounts: Omit<DbState['accounts'][number], 'passwordHash'>[] } {
  return {
    ...state,
    accounts: state.accounts.map(({ passwordHash: _secret, ...account }) => account),
  };
}
