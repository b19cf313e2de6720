/**
 * Persistence: `<dataDir>/db.json`, created from the seed on first start.
 *
 * Durable and atomic: every change is written to a temporary file in the
 * same folder, flushed to disk (fsync), and renamed over db.json (a rename
 * within a folder is atomic), then the folder is flushed too. A change is
 * on disk before `update` returns, so before any answer acknowledges it; a
 * crash at any moment leaves either the previous or the new state, never a
 * cut-off file.
 *
 * The previous good state is kept as `db.json.bak` (the state at the last
 * start). A db.json that cannot be read is never silently replaced by the
 * seed: the store starts from `db.json.bak` when that one is good (and moves
 * the broken file aside as `db.json.broken-<time>`), and otherwise refuses to
 * start with a message saying what to do (`StoreUnreadableError`).
 *
 * The generic REST router of json-server is never mounted (it would serve
 * password hashes); `GET /__fake/db` serves a read-only copy without secrets.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { DbState } from './seed';

export interface Store {
  /** the live state; treat as read-only and change it through `update` */
  read(): DbState;
  /** changes the state and writes db.json (durably, before returning); a change that throws stores nothing */
  update(change: (state: DbState) => void): void;
  /** replaces the whole state (reset) and writes db.json */
  replace(state: DbState): void;
  readonly file: string;
  /** how the state was opened: 'seeded' (no db.json yet), 'opened', or 'recovered' from db.json.bak */
  readonly openedFrom: 'seeded' | 'opened' | 'recovered';
}

export class StoreUnreadableError extends Error {
  constructor(readonly file: string, reason: string) {
    super(
      `The fake backend's store ${file} cannot be read (${reason}) and there is no good copy (${file}.bak) to start from. ` +
        'Nothing was overwritten. Move the file aside (or POST /__fake/reset on a running server, or delete the data folder) to start from the seed.',
    );
    this.name = 'StoreUnreadableError';
  }
}

const REQUIRED_COLLECTIONS = ['accounts', 'customers', 'agreements', 'loginAttempts'] as const;

/** The parsed state, or why the file is not a usable store. */
function readState(file: string): { ok: true; state: DbState } | { ok: false; reason: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: text.length === 0 ? 'the file is empty' : `not valid JSON (${text.length} bytes)` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, reason: 'not a JSON object' };
  const record = parsed as Record<string, unknown>;
  const meta = record['meta'];
  if (typeof meta !== 'object' || meta === null) return { ok: false, reason: "no 'meta'" };
  const missing = REQUIRED_COLLECTIONS.filter((name) => !Array.isArray(record[name]));
  if (missing.length > 0) return { ok: false, reason: `missing ${missing.join(', ')}` };
  return { ok: true, state: parsed as DbState };
}

function fsyncFolder(folder: string): void {
  try {
    const descriptor = openSync(folder, 'r');
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  } catch {
    // some file systems cannot fsync a folder; the rename is still atomic
  }
}

/** Writes `text` to `file` atomically and durably: temporary file, fsync, rename, fsync of the folder. */
export function writeFileAtomic(file: string, text: string): void {
  const folder = join(file, '..');
  const temporary = `${file}.${process.pid}.tmp`;
  const descriptor = openSync(temporary, 'w');
  try {
    const bytes = Buffer.from(text, 'utf8');
    let written = 0;
    while (written < bytes.length) written += writeSync(descriptor, bytes, written, bytes.length - written);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  renameSync(temporary, file);
  fsyncFolder(folder);
}

const serialize = (state: DbState) => JSON.stringify(state, null, 2);

/**
 * Opens db.json in `dataDir`: seeds it when there is none, recovers from
 * db.json.bak when it is unreadable, or throws `StoreUnreadableError`.
 */
export function openStore(dataDir: string, seed: () => DbState, log: (line: string) => void = () => {}): Store {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'db.json');
  const backup = `${file}.bak`;
  let openedFrom: Store['openedFrom'];
  let state: DbState;

  if (!existsSync(file)) {
    const previous = existsSync(backup) ? readState(backup) : null;
    if (previous?.ok) {
      state = previous.state;
      openedFrom = 'recovered';
      log(`store: ${file} is missing; started from the good copy ${backup}`);
    } else {
      state = seed();
      openedFrom = 'seeded';
    }
    writeFileAtomic(file, serialize(state));
  } else {
    const current = readState(file);
    if (current.ok) {
      state = current.state;
      openedFrom = 'opened';
    } else {
      const previous = existsSync(backup) ? readState(backup) : null;
      if (!previous?.ok) throw new StoreUnreadableError(file, current.reason);
      const aside = `${file}.broken-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(file, aside);
      state = previous.state;
      openedFrom = 'recovered';
      writeFileAtomic(file, serialize(state));
      log(`store: ${file} could not be read (${current.reason}); moved it to ${aside} and started from the good copy ${backup}`);
    }
  }
  // temporary files of a writer that was killed before its rename
  for (const name of readdirSync(dataDir)) {
    if (/^db\.json(\.bak)?\.\d+\.tmp$/.test(name)) rmSync(join(dataDir, name), { force: true });
  }
  // the state just opened is good: keep it as the copy to fall back on
  writeFileAtomic(backup, serialize(state));

  let written = serialize(state);
  function persist(next: DbState): void {
    const text = serialize(next);
    writeFileAtomic(file, text);
    written = text;
  }

  return {
    file,
    openedFrom,
    read: () => state,
    update(change) {
      try {
        change(state);
      } catch (error) {
        // a change that throws halfway stores nothing: back to what is on disk
        state = JSON.parse(written) as DbState;
        throw error;
      }
      persist(state);
    },
    replace(next) {
      persist(next);
      state = next;
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
