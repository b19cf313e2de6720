// Issue 13 defects 4, 6 and 11: servers on this machine only, the fake backend's folder
// never served by Vite, /__fake on loopback only, no 500 on malformed escapes, security headers.
import { readFile } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BANK_OPTIONS } from '../../fake-backend/areas/idin';
import { isLoopback } from '../../fake-backend/http/security';
import { startTestBackend, useTestBackend } from '../../fake-backend/test-support';
import viteConfig, { PORTAL_CSP } from '../../vite.config';
import { printFigures } from './support/figures';

const t = useTestBackend();
const ROOT = resolve(import.meta.dirname, '../..');

/** An address of this machine that is not loopback, if it has one. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('malformed percent-escapes (defect 6)', () => {
  test.for(['/api/pwa/icons/%E0%A4%A', '/api/pwa/icons/%', '/api/pwa/icons/%ZZ.svg', '/__fake/db/%', '/api/Document/GetDocument?documentId=%E0%A4%A', '/content/%C0'])(
    'GET %s → a 4xx JSON message, never a 500',
    async (path) => {
      const answer = await t.call('GET', path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.json).toEqual({ message: expect.any(String) });
    },
  );
});

describe('security headers (defect 11)', () => {
  test('the API: nosniff, no referrer, no framing, a CSP that allows nothing, no-store on personal data', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    for (const path of ['/api/account/getEmailAddress', '/api/Document/GetDocumentList', '/api/health', '/api/does-not-exist']) {
      const answer = await t.call('GET', path, { token });
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('the fake bank page: a CSP with its own style by hash, no script, no framing', async () => {
    const bankIssuer = () => BANK_OPTIONS[0]?.issuerId ?? '';
    const session = await t.call('POST', '/api/Idin/create-session', {
      body: { bankIssuer: bankIssuer(), clientBaseUrl: 'http://localhost:5173/', iDINFlow: 1 },
    });
    const sessionId = new URL(session.json.redirectUrl as string).searchParams.get('sessionId') ?? '';
    const page = await t.call('GET', `/__fake/idin/bank?sessionId=${sessionId}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; frame-ancestors 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe/);
    expect(page.text).not.toMatch(/<script|\son[a-z]+=/i);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  test("the portal's CSP (vite preview): no inline or eval script, no framing; index.html has no inline script", async () => {
    // the portal's own scripts, and the blob the tag manager's fetched text runs from (spec 01 §2): never inline
    expect(PORTAL_CSP).toMatch(/script-src 'self' blob:(;|$)/);
    expect(PORTAL_CSP).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(PORTAL_CSP).toMatch(/frame-ancestors 'none'/);
    const headers = viteConfig.preview?.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'Content-Security-Policy': PORTAL_CSP, 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
    const html = await readFile(resolve(ROOT, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('on this machine only (defect 4)', () => {
  test.for([
    ['127.0.0.1', true],
    ['127.3.4.5', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.8', false],
    ['::ffff:192.168.1.2', false],
    ['fe80::1', false],
    [undefined, false],
  ] as const)('%s is loopback: %s', ([address, expected]) => {
    expect(isLoopback(address)).toBe(expected);
  });

  test('the fake backend listens on 127.0.0.1 by default', async () => {
    const backend = await startTestBackend();
    try {
      const server = await backend.backend.listen(0);
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      if (externalAddress) await expect(fetch(`http://${externalAddress}:${server.port}/api/health`)).rejects.toThrow();
      await server.close();
    } finally {
      await backend.close();
    }
  });

  test.skipIf(!externalAddress)('opened to the network on purpose, /__fake still answers only from this machine', async () => {
    const backend = await startTestBackend();
    try {
      const server = await backend.backend.listen(0, '0.0.0.0');
      const remote = await fetch(`http://${externalAddress}:${server.port}/__fake/outbox`);
      expect(remote.status).toBe(403);
      expect(await remote.json()).toEqual({ message: expect.stringMatching(/alleen op deze machine/) });
      expect((await fetch(`http://${externalAddress}:${server.port}/api/health`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${server.port}/__fake/outbox`)).status).toBe(200);
      await server.close();
    } finally {
      await backend.close();
    }
  });

  test('vite dev and preview listen on 127.0.0.1 unless HOST is set', () => {
    expect(viteConfig.server?.host).toBe('127.0.0.1');
    expect(viteConfig.preview?.host).toBe('127.0.0.1');
  });
});

describe("Vite's file server (defect 4)", () => {
  let vite: ViteDevServer;
  let base = '';
  beforeAll(async () => {
    vite = await createServer({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'silent', server: { port: 0, strictPort: false } });
    await vite.listen();
    base = vite.resolvedUrls?.local[0] ?? '';
  });
  afterAll(async () => {
    await vite?.close();
  });

  test.for([
    '/fake-backend/tokens.ts',
    '/fake-backend/README.md',
    `/@fs${ROOT}/fake-backend/tokens.ts`,
    `/@fs${ROOT}/fake-backend/seed/people.ts?raw`,
    '/fake-backend/tokens.ts?import',
    '/fake-backend/seed/people.ts?url',
  ])('GET %s → refused (403): the JWT secret, the seed and the data folder are not served', async (path) => {
    const answer = await fetch(new URL(path, base));
    const text = await answer.text();
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('# Fake backend');
    expect(answer.status).toBe(403);
  });

  test('the portal itself is served, with the hardening headers', async () => {
    const answer = await fetch(base);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    printFigures('hardening', { 'vite dev server': base, 'external address tried': externalAddress ?? 'none' });
  });
});
