/** A non-2xx answer. `serverMessage` is the `message` field of the JSON body, when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly serverMessage: string | null,
    /** the refusal's JSON body as the server sent it (e.g. the missing package types of a refused save), or null */
    readonly body: unknown = null,
  ) {
    super(serverMessage ?? `HTTP ${status} for ${path}`);
    this.name = 'ApiError';
  }
}

/** Thrown before sending when the session's local expiry has passed (spec 01 §4 "Session"). */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired locally; request aborted');
    this.name = 'SessionExpiredError';
  }
}

/** The error catalogue's outcome for one failed request (spec 01 §8). */
export type RequestFailure =
  | { kind: 'session-expired-locally' }
  | { kind: 'unauthorised' }
  | { kind: 'forbidden' }
  | { kind: 'server-error'; suppressed: boolean }
  | { kind: 'other-status'; status: number | string; suppressed: boolean }
  /** no answer at all: the network failed or the request timed out (issue 13: a clear Dutch notice, never a code) */
  | { kind: 'unreachable'; suppressed: boolean };

/**
 * `ownBearer`: the call carried its own token (the login token of the code
 * step), not the session's: a 401 there ends that step, not a session.
 */
export function classifyRequestFailure(error: unknown, suppressNotices: boolean, ownBearer = false): RequestFailure {
  if (error instanceof SessionExpiredError) return { kind: 'session-expired-locally' };
  if (error instanceof ApiError) {
    if (ownBearer && (error.status === 401 || error.status === 403)) {
      return { kind: 'other-status', status: error.status, suppressed: suppressNotices };
    }
    // suppression never applies to 401 and 403: the session always ends
    if (error.status === 401) return { kind: 'unauthorised' };
    if (error.status === 403) return { kind: 'forbidden' };
    if (error.status === 500) return { kind: 'server-error', suppressed: suppressNotices };
    return { kind: 'other-status', status: error.status, suppressed: suppressNotices };
  }
  // network failure or time-out: no answer, so no status to name
  return { kind: 'unreachable', suppressed: suppressNotices };
}

/** The request got no answer at all (network failure or time-out): the answers are kept and can be sent again. */
export function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof SessionExpiredError);
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The JSON body of a refusal, for a screen that reads more than its message (the slice's contract checks it). */
export function serverBodyOf(error: unknown): unknown {
  return error instanceof ApiError ? error.body : null;
}

/** The message of a failed request as the server put it, for features that branch on it. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}
