// An HTTP/2 front for a `vite preview` server (issue 30): the portal in production is served over HTTP/2, as every
// reverse proxy and CDN serves it, but `vite preview` speaks HTTP/1.1 once it proxies the API. There, each script of
// a first screen split into chunks waits for a connection of its own (six per host, each with its handshake), and
// Lighthouse's simulation replays those connections on its slow line. Both login pages, the portal's and the card
// floor's, are measured through a front like this one, so the comparison is the one a user of either would see.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What `vite preview` compresses too (its compression's defaults: these types, from 1 kB, gzip at level 6). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const SMALLEST_COMPRESSED_BYTES = 1024;
/** Hop-by-hop headers and those the front sets itself. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'content-encoding']);

/** A throwaway self-signed certificate for localhost (Debian's `openssl`); the browser is told to accept it. */
function localhostCertificate() {
  const folder = mkdtempSync(join(tmpdir(), 'portal-h2-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    return { key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) };
  } catch (error) {
    throw new Error(`the HTTP/2 front needs a certificate from openssl (apt install openssl): ${error.message}`, { cause: error });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Serves `https://localhost:<port>` over HTTP/2 (TLS, self-signed: launch Chromium with
 * `--ignore-certificate-errors`), passing every request on to `origin` (a `vite preview` server: its headers, its
 * proxy to the fake backend) and compressing as it does. Answers `{ url, stop }`.
 */
export async function startHttp2Front({ port, origin }) {
  const server = http2.createSecureServer(localhostCertificate(), async (request, response) => {
    try {
      const body = [];
      for await (const chunk of request) body.push(chunk);
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !NOT_FORWARDED.has(name)));
      const answer = await fetch(`${origin}${request.url}`, {
        method: request.method,
        headers: { ...headers, 'accept-encoding': 'identity' },
        body: body.length > 0 ? Buffer.concat(body) : undefined,
        redirect: 'manual',
      });
      const content = Buffer.from(await answer.arrayBuffer());
      const outgoing = {};
      answer.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name) && name !== 'set-cookie') outgoing[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) outgoing['set-cookie'] = cookies;
      const compress =
        COMPRESSIBLE.test(answer.headers.get('content-type') ?? '') && content.length >= SMALLEST_COMPRESSED_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const sent = compress ? gzipSync(content) : content;
      if (compress) outgoing['content-encoding'] = 'gzip';
      response.writeHead(answer.status, outgoing);
      response.end(sent);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`HTTP/2 front: ${error.message}`);
    }
  });
  await new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', listening);
  });
  return { url: `https://localhost:${port}`, stop: () => server.close() };
}
