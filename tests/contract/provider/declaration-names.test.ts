// @vitest-environment node
/**
 * Issue 32 point 6: "Pact interactions for an abroad declaration and a transport declaration with several rides,
 * so every multipart name of `POST Declaration` is verified". Every name the fake backend takes must be a part of
 * at least one `POST /api/Declaration` interaction of the pact file (written by the consumer tests before this runs).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DECLARATION_MULTIPART_NAMES } from '../../../fake-backend/areas/declaration-submit';
import { PACT_FILE } from '../contract';

interface PactFile {
  interactions: { description: string; request: { method: string; path: string; body?: { content?: string; encoded?: string | boolean } } }[];
}

/** The part names of a multipart body, a ride's index written as `i`. */
function multipartNamesOf(body: string): string[] {
  return [...body.matchAll(/Content-Disposition: form-data; name="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/^Transport\.Rides\[\d+\]/, 'Transport.Rides[i]'));
}

describe('every multipart name of POST Declaration is in a Pact interaction', () => {
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as PactFile;
  const declarations = pact.interactions.filter(({ request }) => request.method === 'POST' && request.path === '/api/Declaration');
  const sent = new Set(
    declarations.flatMap(({ request }) => {
      const content = request.body?.content ?? '';
      return multipartNamesOf(request.body?.encoded ? Buffer.from(content, 'base64').toString('latin1') : content);
    }),
  );

  test('the interactions of an ordinary bill, a bill abroad and transport with several rides are there', () => {
    expect(declarations.length).toBeGreaterThanOrEqual(3);
    expect(sent.size).toBeGreaterThan(0);
  });

  test('each name the fake backend takes is sent in one of them', () => {
    expect(DECLARATION_MULTIPART_NAMES.filter((name) => !sent.has(name))).toEqual([]);
  });

  test('reading the names: a ride by its index, a file by its field', () => {
    const body = '--b\r\nContent-Disposition: form-data; name="Transport.Rides[12].Amount"\r\n\r\n4.50\r\n--b\r\nContent-Disposition: form-data; name="Files"; filename="nota.pdf"\r\n';
    expect(multipartNamesOf(body)).toEqual(['Transport.Rides[i].Amount', 'Files']);
  });
});
