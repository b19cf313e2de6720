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

function urlOf({ url, searchParams = {} }: HttpRequest): string {
  const query = new URLSearchParams(Object.entries(searchParams).map(([name, value]) => [name, String(value)])).toString();
  return query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The portal's one HTTP client: the API's calls (`sendRequest`) and the static files
 * (`fetchStatic`) both go through it, and nothing else calls `fetch`. No retries. A call
 * with no answer after 30 s is aborted with a `TimeoutError`, so it fails like a broken
 * connection. Any status resolves: the callers decide what a 4xx or 5xx means.
 *
 * Plain `fetch`, not ky: the portal used none of ky's own features (retries, hooks,
 * thrown HTTP errors were all off), and its 4.8 kB sat on the login page (issue 19).
 */
export async function sendHttp(request: HttpRequest): Promise<Response> {
  const headers = new Headers(request.headers);
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new DOMException('Request timed out', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(
      new Request(urlOf(request), {
        method: request.method ?? 'GET',
        headers,
        body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
        cache: request.cache,
        signal: abort.signal,
      }),
    );
  } finally {
    clearTimeout(timer);
  }
}
