// @vitest-environment node
/**
 * "A new call cannot be added without its contract" (issue 18): every
 * endpoint the portal calls has at least one interaction in the pact file.
 * Runs after the consumer tests have written the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { PACT_FILE } from '../contract';
import { portalEndpoints, requestEffectsIn } from './endpoints';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface PactFile {
  interactions: { description: string; request: { method: string; path: string } }[];
}

describe('every endpoint the portal calls has a Pact interaction', () => {
  const endpoints = portalEndpoints(ROOT);
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as PactFile;
  /** a `{name}` placeholder of the portal's path stands for one path segment of the interaction */
  const isCovered = (method: string, requestPath: string) => {
    const pattern = new RegExp(`^${requestPath.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);
    return pact.interactions.some(({ request }) => request.method === method && pattern.test(request.path));
  };

  test('the portal calls the endpoints its source names (not an empty list)', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(45);
    expect(endpoints).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/Document/GetDocumentList' }));
    expect(endpoints).toContainEqual(expect.objectContaining({ method: 'GET', path: '/statics/config.json' }));
    // the first screen's calls too
    expect(endpoints).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/account/login' }));
    expect(endpoints).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/Collectivity' }));
  });

  test('each has at least one interaction with its method and path', () => {
    const missing = endpoints.filter(({ method, path: requestPath }) => !isCovered(method, requestPath)).map(({ method, path: requestPath, where }) => `${method} ${requestPath} (${where})`);
    expect(missing, 'add a consumer test in tests/contract/consumer (see pacts/README.md "Adding an interaction")').toEqual([]);
  });
});

describe('reading the calls from the source', () => {
  test.for([
    { source: "createRequestEffect(() => ({ method: 'GET', path: 'Document/GetDocumentList' }))", found: [['GET', '/api/Document/GetDocumentList']] },
    { source: "createRequestEffect((year: number) => ({\n  method: 'GET',\n  path: 'Document/GetGenericDocumentList',\n  searchParams: { year },\n}))", found: [['GET', '/api/Document/GetGenericDocumentList']] },
    { source: "createRequestEffect<string>((id) => ({ method: 'POST', path: '/Contact/Send', json: { id } }))", found: [['POST', '/api/Contact/Send']] },
    { source: "createRequestEffect((id: string) => ({ method: 'GET', path: 'Debitan/Invoices/{invoiceNumber}/Attachments', pathParams: { invoiceNumber: id } }))", found: [['GET', '/api/Debitan/Invoices/{invoiceNumber}/Attachments']] },
    { source: "createRequestEffect(() => ({\n  method: 'GET',\n  path: 'News/BeforeAuthorization',\n  suppressErrorNotices: true,\n}))", found: [['GET', '/api/News/BeforeAuthorization']] },
    // a helper passing on the request maker it was given is not a call of its own
    { source: 'const callFx = createRequestEffect(toRequest);', found: [] },
  ])('$source', ({ source, found }) => {
    expect(requestEffectsIn(source, 'x.ts').map(({ method, path: requestPath }) => [method, requestPath])).toEqual(found);
  });

  test('a path the check cannot read fails it instead of being skipped', () => {
    expect(() => requestEffectsIn('createRequestEffect((id: string) => ({ method: \'GET\', path: `Document/${id}` }))', 'x.ts')).toThrow(/cannot read a literal method and path/);
  });
});
