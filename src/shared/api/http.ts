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
 * The portal's one HTTP client, a few lines over `fetch` (no retries): the API's calls
 * (`sendRequest`) and the static files (`fetchStatic`) both go through it. A call with no
 * answer after 30 s is aborted, so it fails like a broken connection. Any status resolves:
 * the callers decide what a 4xx or 5xx means.
 */
export async function sendHttp(request: HttpRequest): Promise<Response> {
  const query = request.searchParams ? new URLSearchParams(Object.entries(request.searchParams).map(([name, value]) => [name, String(value)])).toString() : '';
  const headers = new Headers(request.headers);
  let body = request.body;
  if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${REQUEST_TIMEOUT_MS} ms`, 'TimeoutError')), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(
      new Request(query === '' ? request.url : `${request.url}?${query}`, {
        method: request.method ?? 'GET',
        headers,
        body,
        cache: request.cache,
        signal: controller.signal,
      }),
    );
  } finally {
    clearTimeout(timer);
  }
}
