import ky, { type KyInstance, type Options } from 'ky';
import { RELEASE_TAG } from '../config/release';
import { SessionExpiredError } from './errors';

/** A query string value; `null`/`undefined` values are left out by the callers. */
export type QueryValue = string | number | boolean;

/** How long any call may take before it counts as unanswered (spec 01 §8: no answer is "unreachable"). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Retries: only idempotent GETs, at most twice, and only for answers that say "try again" (a time-out of the
 * server or a gateway, too many requests, a service briefly down) or no answer at all (a network error). Never a
 * 500 or a 404: those answer the question, and the error catalogue shows them at once. `Retry-After` of a 429 or
 * 503 is honoured up to 3 s; otherwise 200 ms then 400 ms, so a failure notice still comes within a second.
 * A 30-s time-out is not retried: the user has waited long enough.
 */
export const RETRY_POLICY = {
  limit: 2,
  methods: ['get'],
  statusCodes: [408, 429, 502, 503, 504],
  afterStatusCodes: [429, 503],
  maxRetryAfter: 3_000,
  backoffLimit: 1_000,
  delay: (attempt: number) => 200 * 2 ** (attempt - 1),
  retryOnTimeout: false,
  // a session found expired before sending is no answer to wait for: it ends at once
  shouldRetry: ({ error }: { error: Error }) => (error instanceof SessionExpiredError ? false : undefined),
} satisfies Options['retry'];

/** What a call of the API carries into the client's hooks (ky's `context`). */
export interface ApiCallContext extends Record<string, unknown> {
  /** the session's bearer, or a call's own (the login token of the code step) */
  bearer: string | null;
  /** ms since epoch; the earlier of the token's expiry and the expiry cookie; null: no session deadline */
  sessionDeadline: number | null;
}

const isApiCallContext = (context: Record<string, unknown>): context is ApiCallContext => 'sessionDeadline' in context;

/**
 * The portal's one HTTP client (ky), and nothing else in `src/` calls `fetch`: the static files (the configuration,
 * the content host, the tag manager) through `httpClient`, the API's calls through `apiClient`, which adds the
 * API's rules in its hooks. Any non-2xx throws ky's `HTTPError`; the callers map it to the error catalogue.
 */
export const httpClient: KyInstance = ky.create({ timeout: REQUEST_TIMEOUT_MS, retry: RETRY_POLICY });

/**
 * The API's calls, under the configured base (`prefixUrl`, given per call from `$apiBaseUrl`): each carries
 * `Client-Version` and the bearer, and none is sent once the session's local expiry has passed (spec 01 §4
 * "Session": abort, then the notice and the logout, see the session entity). Checked again before a retry.
 */
export const apiClient: KyInstance = httpClient.extend({
  hooks: {
    beforeRequest: [
      (request, options) => {
        const context = options.context;
        if (!isApiCallContext(context)) return;
        if (context.sessionDeadline !== null && Date.now() >= context.sessionDeadline) throw new SessionExpiredError();
        request.headers.set('Client-Version', RELEASE_TAG);
        if (context.bearer) request.headers.set('Authorization', `Bearer ${context.bearer}`);
      },
    ],
  },
});
