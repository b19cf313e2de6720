import { afterEach, describe, expect, test, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, sendHttp } from './http';
import { sendRequest } from './request';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const sentRequest = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls[0]?.[0] as Request;

describe('the one HTTP client', () => {
  test('query values are written as text, a JSON body gets its Content-Type', async () => {
    // the body is read while the call is made: the client may hand fetch a request it reads afterwards
    let sentBody: string | undefined;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      sentBody = await (input as Request).clone().text();
      return new Response(null, { status: 204 });
    });
    await sendHttp({ url: 'http://localhost/api/Policy', method: 'POST', searchParams: { year: 2026, all: true }, json: { a: 1 } });
    const sent = sentRequest(fetchSpy);
    expect(sent.url).toBe('http://localhost/api/Policy?year=2026&all=true');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(sentBody).toBe('{"a":1}');
  });

  test('no query string when there are no values', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    await sendHttp({ url: 'http://localhost/api/Policy', searchParams: {} });
    expect(sentRequest(fetchSpy).url).toBe('http://localhost/api/Policy');
  });

  test(`a call with no answer after ${REQUEST_TIMEOUT_MS / 1000} s is aborted, not before`, async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      signal = (input as Request).signal;
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal?.reason as Error)));
    });
    const answer = sendHttp({ url: 'http://localhost/api/Policy' });
    const outcome = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('an API call', () => {
  test('carries Client-Version and the bearer, under the base url; a non-2xx is an ApiError with the server message', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'Onbekende polis' }), { status: 404 }));
    const call = sendRequest({ method: 'GET', path: '/Policy/{id}', pathParams: { id: 'a b' }, searchParams: { year: 2026, none: null } }, { baseUrl: 'http://localhost/api', bearer: 'token', sessionDeadline: null, now: 0 });
    await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 404, serverMessage: 'Onbekende polis' });
    const sent = sentRequest(fetchSpy);
    expect(sent.url).toBe('http://localhost/api/Policy/a%20b?year=2026');
    expect(sent.headers.get('Client-Version')).not.toBeNull();
    expect(sent.headers.get('Authorization')).toBe('Bearer token');
  });
});
