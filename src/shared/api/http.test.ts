import { afterEach, describe, expect, test, vi } from 'vitest';
import { SessionExpiredError } from './errors';
import { REQUEST_TIMEOUT_MS } from './http';
import { sendRequest, type ApiRequest, type RequestContext } from './request';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const CONTEXT: RequestContext = { baseUrl: 'http://localhost/api/', bearer: 'token', sessionDeadline: null };

/** fetch answers in turn from `answers` (a Response made fresh for each call, or an error thrown); the requests it got. */
function serve(...answers: Array<() => Response>) {
  const sent: Request[] = [];
  const bodies: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    sent.push(request);
    bodies.push(await request.clone().text());
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer();
  });
  return { sent, bodies, spy };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

const GET: ApiRequest = { method: 'GET', path: 'Policy/GetExcess' };

describe('an API call through the one client', () => {
  test('goes under the API base, carries Client-Version and the bearer; path and query values are written as text', async () => {
    const { sent } = serve(json({ ok: true }));
    await expect(sendRequest({ method: 'GET', path: '/Policy/{id}', pathParams: { id: 'a b' }, searchParams: { year: 2026, all: true, none: null } }, CONTEXT)).resolves.toEqual({ ok: true });
    expect(sent[0]?.url).toBe('http://localhost/api/Policy/a%20b?year=2026&all=true');
    expect(sent[0]?.headers.get('Client-Version')).toBe('2.26.0');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token');
  });

  test('a JSON body gets its Content-Type; a 204 answers null', async () => {
    const { sent, bodies } = serve(() => new Response(null, { status: 204 }));
    await expect(sendRequest({ method: 'POST', path: 'Customer/UpdateCustomer', json: { a: 1 } }, { ...CONTEXT, bearer: null })).resolves.toBeNull();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
    expect(bodies[0]).toBe('{"a":1}');
  });

  test("a non-2xx is ky's HTTPError, mapped to an ApiError with the spec's path and the server's message", async () => {
    serve(json({ message: 'Onbekende polis' }, 404));
    await expect(sendRequest(GET, CONTEXT)).rejects.toMatchObject({ name: 'ApiError', status: 404, path: 'Policy/GetExcess', serverMessage: 'Onbekende polis' });
  });

  test('a call whose 404 says "there is none" answers null for it; its other failures stay failures', async () => {
    serve(json({ message: 'Verzekerde 7 heeft in 2019 geen polis.' }, 404), json({ message: 'Ongeldig jaar' }, 400));
    const noneOn404: ApiRequest = { ...GET, notFoundIsNone: true };
    await expect(sendRequest(noneOn404, CONTEXT)).resolves.toBeNull();
    await expect(sendRequest(noneOn404, CONTEXT)).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });

  test("a call's own bearer (the login token of the code step) goes instead of the session's", async () => {
    const { sent } = serve(json({}));
    await sendRequest({ ...GET, bearer: 'login-token' }, CONTEXT);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer login-token');
  });
});

// spec 01 §4 "Session": a request after the local expiry is aborted before it is sent
describe('the local session expiry', () => {
  test('a call after the deadline is not sent: it fails with SessionExpiredError, and is not retried', async () => {
    const { spy } = serve(json({}));
    await expect(sendRequest(GET, { ...CONTEXT, sessionDeadline: Date.now() - 1 })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(spy).not.toHaveBeenCalled();
  });

  test('before the deadline it is sent; a call with its own token is not the session\'s and is sent after it too', async () => {
    const { sent } = serve(json({}), json({}));
    await sendRequest(GET, { ...CONTEXT, sessionDeadline: Date.now() + 60_000 });
    await sendRequest({ ...GET, bearer: 'login-token' }, { ...CONTEXT, sessionDeadline: Date.now() - 1 });
    expect(sent).toHaveLength(2);
  });
});

describe('retries: idempotent GETs only, for answers that say "try again"', () => {
  test.for([
    { case: '503 then an answer', first: json({}, 503) },
    { case: '502 then an answer', first: json({}, 502) },
    { case: '429 then an answer', first: json({}, 429) },
    { case: 'no answer (network) then an answer', first: networkDown },
  ])('GET, $case: asked again, and the answer counts', async ({ first }) => {
    vi.useFakeTimers();
    const { sent } = serve(first, json({ answer: 2 }));
    const call = sendRequest(GET, CONTEXT);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(call).resolves.toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
  });

  test('at most twice: the third 503 is the failure, within a second', async () => {
    vi.useFakeTimers();
    const { sent } = serve(json({}, 503), json({}, 503), json({}, 503), json({}));
    const outcome = sendRequest(GET, CONTEXT).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toMatchObject({ name: 'ApiError', status: 503 });
    expect(sent).toHaveLength(3);
  });

  test.for<{ case: string; request: ApiRequest; status: number }>([
    { case: 'a GET answered 500', request: GET, status: 500 },
    { case: 'a GET answered 404', request: GET, status: 404 },
    { case: 'a GET answered 401', request: GET, status: 401 },
    { case: 'a POST answered 503', request: { method: 'POST', path: 'account/login', json: {} }, status: 503 },
  ])('$case: never asked again', async ({ request, status }) => {
    const { sent } = serve(json({}, status), json({}));
    await expect(sendRequest(request, CONTEXT)).rejects.toMatchObject({ status });
    expect(sent).toHaveLength(1);
  });

  test('a POST without an answer is not sent again', async () => {
    const { sent } = serve(networkDown, json({}));
    await expect(sendRequest({ method: 'POST', path: 'account/login', json: {} }, CONTEXT)).rejects.toBeInstanceOf(TypeError);
    expect(sent).toHaveLength(1);
  });

  test('Retry-After of a 429 is honoured', async () => {
    vi.useFakeTimers();
    const { sent } = serve(json({}, 429, { 'Retry-After': '2' }), json({ answer: 2 }));
    const call = sendRequest(GET, CONTEXT);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual({ answer: 2 });
  });
});

describe('the time-out', () => {
  test(`a call with no answer after ${REQUEST_TIMEOUT_MS / 1000} s is aborted, not before, and not asked again`, async () => {
    vi.useFakeTimers();
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      calls += 1;
      const signal = (input as Request).signal;
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
    });
    const outcome = sendRequest(GET, CONTEXT).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ name: 'TimeoutError' });
    expect(calls).toBe(1);
  });
});
