import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchStatic } from './static';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a plain GET of a static file through the one client', () => {
  // spec 01 §3: "statics/config.json … fetched with no-cache"
  test('passes the cache mode and carries no API headers', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ releaseTag: '2.27.0' }), { headers: { 'Content-Type': 'application/json' } }));
    await expect(fetchStatic({ url: 'http://localhost/statics/config.json', cache: 'no-cache' })).resolves.toEqual({ releaseTag: '2.27.0' });
    const sent = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(sent.cache).toBe('no-cache');
    expect(sent.headers.get('Client-Version')).toBeNull();
    expect(sent.headers.get('Authorization')).toBeNull();
  });

  test('answers text when asked for text, with its query', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('window.tag = 1;'));
    await expect(fetchStatic({ url: 'http://localhost/statics/js/tag-manager.js', searchParams: { id: 'GTM-1' }, responseType: 'text' })).resolves.toBe('window.tag = 1;');
    expect((fetchSpy.mock.calls[0]?.[0] as Request).url).toBe('http://localhost/statics/js/tag-manager.js?id=GTM-1');
  });

  test('a non-2xx is an ApiError with its status', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('', { status: 404 })));
    await expect(fetchStatic({ url: 'http://localhost/statics/config.json' })).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });
});
