/**
 * What every area module gets: the store, the clock, the outbox, the token
 * service, the log, and transient (in-memory) state that a reset clears.
 */
import type { Clock } from './clock';
import type { Store } from './db';
import type { Outbox } from './outbox';
import type { Tokens } from './tokens';

/** A verification code waiting to be entered, per login token (`jti`). */
export interface PendingVerification {
  accountId: string;
  code: string | null;
  /** ms since the epoch (fake clock) */
  sentAt: number;
  wrongAttempts: number;
}

export interface Context {
  store: Store;
  clock: Clock;
  outbox: Outbox;
  tokens: Tokens;
  log(line: string): void;
  verifications: Map<string, PendingVerification>;
}
