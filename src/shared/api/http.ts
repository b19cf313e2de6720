import ky from 'ky';

/** A query string value; `null`/`undefined` values are left out by the callers. */
export type QueryValue = string | number | boolean;

/** How long any call may take before it counts as unanswered (spec 01 §8: no answer is "unreachable"). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpRequest {
  /** absolute, or a path on the portal's own host */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  searchParams?: Record<string, QueryValue>;
  /** sent as JSON with its Content-Type */
  json?: unknown;
  /** any other body (a FormData gets its multipart Content-Type from the browser) */
  body?: BodyInit;
  cache?: RequestCache;
}

/**
 * The portal's one HTTP client, ky (no retries): the API's calls (`sendRequest`) and the
 * static files (`fetchStatic`) both go through it. A call with no answer after 30 s is
 * aborted (ky's TimeoutError), so it fails like a broken connection. Any status resolves:
 * the callers decide what a 4xx or 5xx means.
 */
export function sendHttp(request: HttpRequest): Promise<Response> {
  const hasQuery = request.searchParams !== undefined && Object.keys(request.searchParams).length > 0;
  return ky(request.url, {
    method: request.method ?? 'GET',
    headers: request.headers,
    // ky would write a bare '?' for an empty query
    searchParams: hasQuery ? request.searchParams : undefined,
    json: request.json,
    body: request.body,
    cache: request.cache,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
  });
}
