/**
 * Limits on tries, on the fake clock, all in one place:
 *
 * - the password lockout (`LoginThrottle`): an attempt is counted per
 *   username (case-insensitive) the moment it arrives, before the
 *   asynchronous password check, so a parallel burst cannot get past it: with
 *   5 attempts of a username in flight or failed, the 6th is refused, in any
 *   order. Failures of existing accounts are kept in db.json (a restart keeps
 *   a lockout); failures of unknown usernames only in memory, at most
 *   `MAX_UNKNOWN_USERNAMES` of them and forgotten a day after the last one.
 * - sliding-window rate limits (`RateLimiter`): code resends per account,
 *   codes sent per registration, wrong birth dates per username; each keeps
 *   at most `maxKeys` keys.
 * - iDIN sessions (anonymous): kept an hour, at most `MAX_IDIN_SESSIONS`.
 */
import type { Clock } from './clock';
import type { Store } from './db';

export const MAX_PASSWORD_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;
/** failures of unknown usernames kept in memory at most */
export const MAX_UNKNOWN_USERNAMES = 10_000;
/** a count of failures of an unknown username is forgotten this long after its last failure */
export const UNKNOWN_USERNAME_MEMORY_SECONDS = 24 * 3600;

interface Attempts {
  failures: number;
  /** ms since the epoch, or null */
  lockedUntil: number | null;
  /** ms since the epoch of the last failure */
  lastFailureAt: number;
}

export type LoginAttempt =
  | { refused: true }
  | {
      refused: false;
      /** ends the attempt: 'ok' (count cleared), 'wrong' or 'locked' (this failure locked the username) */
      finish(passwordMatches: boolean): 'ok' | 'wrong' | 'locked';
    };

export interface LoginThrottle {
  /** counts an attempt of `username` before its password is checked; refused while locked or with 5 attempts in flight or failed */
  begin(username: string): LoginAttempt;
  /** clears the count (a password reset) */
  clear(username: string): void;
  /** forgets everything in memory (the store is reset apart) */
  reset(): void;
  /** usernames counted in memory (unknown usernames) */
  unknownCount(): number;
}

const keyOf = (username: string) => username.trim().toLowerCase();

export function createLoginThrottle(store: Store, clock: Clock): LoginThrottle {
  const inFlight = new Map<string, number>();
  const unknown = new Map<string, Attempts>();

  const isKnown = (key: string) => store.read().accounts.some((account) => account.username.toLowerCase() === key);

  function read(key: string): Attempts | null {
    if (isKnown(key)) {
      const stored = store.read().loginAttempts.find((entry) => entry.username === key);
      if (!stored) return null;
      return { failures: stored.failures, lockedUntil: stored.lockedUntil ? Date.parse(stored.lockedUntil) : null, lastFailureAt: 0 };
    }
    const entry = unknown.get(key);
    if (entry && clock.now() - entry.lastFailureAt > UNKNOWN_USERNAME_MEMORY_SECONDS * 1000) {
      unknown.delete(key);
      return null;
    }
    return entry ?? null;
  }

  function write(key: string, attempts: Attempts | null): void {
    if (isKnown(key)) {
      const exists = store.read().loginAttempts.some((entry) => entry.username === key);
      if (!attempts && !exists) return;
      store.update((state) => {
        state.loginAttempts = state.loginAttempts.filter((entry) => entry.username !== key);
        if (attempts) {
          state.loginAttempts.push({
            username: key,
            failures: attempts.failures,
            lockedUntil: attempts.lockedUntil === null ? null : new Date(attempts.lockedUntil).toISOString(),
          });
        }
      });
      return;
    }
    unknown.delete(key); // re-inserted last: the map's order is the order of last use
    if (!attempts) return;
    unknown.set(key, attempts);
    while (unknown.size > MAX_UNKNOWN_USERNAMES) {
      const oldest = unknown.keys().next().value;
      if (oldest === undefined) break;
      unknown.delete(oldest);
    }
  }

  return {
    begin(username) {
      const key = keyOf(username);
      let attempts = read(key);
      if (attempts?.lockedUntil !== null && attempts?.lockedUntil !== undefined) {
        if (attempts.lockedUntil > clock.now()) return { refused: true };
        write(key, null); // the lockout is over: a fresh count
        attempts = null;
      }
      const pending = inFlight.get(key) ?? 0;
      if ((attempts?.failures ?? 0) + pending >= MAX_PASSWORD_ATTEMPTS) return { refused: true };
      inFlight.set(key, pending + 1);
      let finished = false;
      return {
        refused: false,
        finish(passwordMatches) {
          if (finished) throw new Error('login attempt finished twice');
          finished = true;
          const left = (inFlight.get(key) ?? 1) - 1;
          if (left > 0) inFlight.set(key, left);
          else inFlight.delete(key);
          if (passwordMatches) {
            write(key, null);
            return 'ok';
          }
          const now = clock.now();
          const before = read(key);
          const failures = (before?.failures ?? 0) + 1;
          const locked = failures >= MAX_PASSWORD_ATTEMPTS;
          write(key, { failures, lockedUntil: locked ? now + LOCKOUT_MINUTES * 60_000 : (before?.lockedUntil ?? null), lastFailureAt: now });
          return locked ? 'locked' : 'wrong';
        },
      };
    },
    clear(username) {
      write(keyOf(username), null);
    },
    reset() {
      inFlight.clear();
      unknown.clear();
    },
    unknownCount: () => unknown.size,
  };
}

export interface RateLimiter {
  /** records a hit for `key`; false (and nothing recorded) when `limit` hits within the window were reached */
  hit(key: string): boolean;
  /** whether a hit now would be allowed, without recording it */
  allows(key: string): boolean;
  reset(): void;
  size(): number;
}

/** At most `limit` hits per key within `windowSeconds` (sliding), at most `maxKeys` keys (the least recently used go). */
export function createRateLimiter(clock: Clock, options: { limit: number; windowSeconds: number; maxKeys?: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  const maxKeys = options.maxKeys ?? 10_000;

  function recent(key: string): number[] {
    const since = clock.now() - options.windowSeconds * 1000;
    const kept = (hits.get(key) ?? []).filter((at) => at > since);
    hits.delete(key);
    if (kept.length > 0) hits.set(key, kept);
    return kept;
  }

  return {
    hit(key) {
      const kept = recent(key);
      if (kept.length >= options.limit) return false;
      hits.set(key, [...kept, clock.now()]);
      while (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest === undefined) break;
        hits.delete(oldest);
      }
      return true;
    },
    allows: (key) => recent(key).length < options.limit,
    reset() {
      hits.clear();
    },
    size: () => hits.size,
  };
}

/** Resends of a code per login (or reset) token; the first code is not counted. */
export const MAX_RESENDS_PER_TOKEN = 3;
/** Codes resent per account (login and forgot flows) or sent per registration, per hour. */
export const MAX_CODES_PER_HOUR = 10;
/** Wrong birth dates per username on Account/ResetPassword, per hour. */
export const MAX_RESET_BIRTH_DATE_TRIES_PER_HOUR = 5;
/** iDIN sessions (Idin/create-session, anonymous) kept in memory at most, and for how long. */
export const MAX_IDIN_SESSIONS = 1_000;
export const IDIN_SESSION_MEMORY_SECONDS = 3600;

export const LIMIT_MESSAGES = {
  tooManyCodes: 'U heeft te veel codes aangevraagd. Probeer het later opnieuw.',
  tooManyTries: 'U heeft het te vaak geprobeerd. Probeer het later opnieuw.',
} as const;

/** The limits of one fake backend (a reset clears them). */
export interface Limits {
  logins: LoginThrottle;
  /** resent codes per account id (login and forgot flows) */
  resends: RateLimiter;
  /** sent activation and verification codes per customer number (registration) */
  registrationCodes: RateLimiter;
  /** wrong birth dates per lower-cased username (forgot password) */
  resetBirthDates: RateLimiter;
  reset(): void;
}

export function createLimits(store: Store, clock: Clock): Limits {
  const limits = {
    logins: createLoginThrottle(store, clock),
    resends: createRateLimiter(clock, { limit: MAX_CODES_PER_HOUR, windowSeconds: 3600 }),
    registrationCodes: createRateLimiter(clock, { limit: MAX_CODES_PER_HOUR, windowSeconds: 3600 }),
    resetBirthDates: createRateLimiter(clock, { limit: MAX_RESET_BIRTH_DATE_TRIES_PER_HOUR, windowSeconds: 3600 }),
  };
  return {
    ...limits,
    reset() {
      limits.logins.reset();
      limits.resends.reset();
      limits.registrationCodes.reset();
      limits.resetBirthDates.reset();
    },
  };
}
