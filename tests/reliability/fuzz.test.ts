// Issue 13 "Fuzzing": every route of the route table with generated bodies, queries and path
// parameters (wrong types, nulls, huge strings, invalid JSON, __proto__ keys, path traversal,
// malformed escapes, oversized bodies): zero 5xx, no hangs, the server alive, the seed's
// invariants intact afterwards. Issue 32 point 18: every route's text fields (JSON, multipart,
// query) sent blank or padded are judged exactly as the empty or trimmed text.
import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PROTOCOL_ANSWERS } from '../../fake-backend/protocol-answers';
import { ROUTES, type RouteSpec } from '../../fake-backend/route-table';
import { DEMO_ACCOUNTS, type DbState } from '../../fake-backend/seed';
import { startTestBackend, type TestBackend } from '../../fake-backend/test-support';
import { printFigures, statusClass } from './support/figures';
import { concretePath, routeKey } from './support/routes';

const RUNS_PER_ROUTE = 30;
const REQUEST_TIMEOUT_MS = 5_000;

let t: TestBackend;
let tokens: string[] = [];
const statuses: Record<string, number> = {};
const fiveHundreds: string[] = [];
/** every refusal text the fuzzing met, with one request that drew it */
const refusals = new Map<string, string>();
let requests = 0;

/** The controls that move the clock or restore the seed would only blur what is tested. */
const fuzzed = ROUTES.filter((route) => !['POST /__fake/reset', 'POST /__fake/clock', 'DELETE /__fake/clock'].includes(routeKey(route)));

beforeAll(async () => {
  t = await startTestBackend();
  tokens = [await t.accessToken('hoofdverzekerde'), await t.loginToken('medeverzekerde'), 'Bearer-garbage'];
});

afterAll(async () => {
  printFigures('fuzzing', {
    routes: fuzzed.length,
    requests,
    ...Object.fromEntries(Object.entries(statuses).sort()),
    '5xx answers': fiveHundreds.length,
  });
  await t.close();
});

const nasty = fc.constantFrom(
  '',
  ' ',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '\u0000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
  '9'.repeat(400),
  'x'.repeat(20_000),
  '2026-02-30',
  '-1',
  'NaN',
  '😀',
);
const scalar = fc.oneof(fc.string({ maxLength: 40 }), nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  leaf: scalar,
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), fc.array(tie('leaf'), { maxLength: 4 }), fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('leaf'), { maxKeys: 4 })),
})).node;

/** Field names the routes read, so that generated bodies reach past the first check. */
const FIELDS = ['username', 'password', 'Password', 'rememberMe', 'verificationCode', 'resetType', 'policyNumber', 'birthDate', 'agreementId', 'email', 'customerNumber', 'phoneNumber', 'code', 'address', 'emailAddress', 'contactPreference', 'sessionId', 'clientCode', 'iDINFlow', 'bankIssuer', 'clientBaseUrl', 'outcome', 'advanceSeconds'];
const QUERY = ['customerNumber', 'documentId', 'year', 'dateOnly', 'label', 'sessionId', 'code', 'state', 'error', 'error_description', 'username', 'v'];

const body = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor'), value, { maxKeys: 8 }) }),
  fc.record({ kind: fc.constant('json' as const), value }),
  fc.record({ kind: fc.constant('raw' as const), value: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{"username":', '{"__proto__":{"admin":true}}', '[1,2', 'null', '\u0000', '{"a":1}{"b":2}')) }),
  fc.record({ kind: fc.constant('none' as const), value: fc.constant(undefined) }),
);
const query = fc.dictionary(fc.constantFrom(...QUERY, '__proto__'), fc.oneof(fc.string({ maxLength: 30 }), nasty), { maxKeys: 3 });
const pathParam = fc.oneof(fc.string({ maxLength: 30 }), nasty);

function rawQuery(entries: Record<string, string>): string {
  // some values are sent unescaped on purpose (malformed escapes); the rest escaped
  const parts = Object.entries(entries).map(([key, text]) => `${key}=${/^%|\.\./.test(text) ? text : encodeURIComponent(text)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

async function fire(route: RouteSpec, input: { body: { kind: 'json' | 'raw' | 'none'; value: unknown }; query: Record<string, string>; param: string; token: number; contentType: string }): Promise<number> {
  const param = /^%|\.\./.test(input.param) ? input.param : encodeURIComponent(input.param);
  const path = `${route.path.includes(':') ? route.path.replace(/:[a-zA-Z]+/g, param || 'x') : concretePath(route)}${rawQuery(input.query)}`;
  const headers: Record<string, string> = { 'Content-Type': input.contentType };
  const token = tokens[input.token];
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const payload = input.body.kind === 'json' ? JSON.stringify(input.body.value) : input.body.kind === 'raw' ? String(input.body.value) : undefined;
  requests += 1;
  const response = await fetch(`${t.server.url}${path}`, {
    method: route.method,
    headers,
    body: route.method === 'GET' ? undefined : payload,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  statuses[`requests, ${statusClass(response.status)}`] = (statuses[`requests, ${statusClass(response.status)}`] ?? 0) + 1;
  if (response.status >= 500) fiveHundreds.push(`${route.method} ${path} → ${response.status} ${text.slice(0, 200)}`);
  if (response.status >= 400) {
    const message = messageOf(text);
    if (typeof message === 'string' && !refusals.has(message)) refusals.set(message, `${route.method} ${path.slice(0, 80)} → ${response.status}`);
  }
  return response.status;
}

test(`every route, ${RUNS_PER_ROUTE} generated requests each: no 5xx, no hang`, async () => {
  for (const route of fuzzed) {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          body,
          query,
          param: pathParam,
          token: fc.integer({ min: 0, max: tokens.length }),
          contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
        }),
        async (input) => {
          const status = await fire(route, input);
          expect(status, `${routeKey(route)} ${JSON.stringify(input).slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS_PER_ROUTE, seed: 13 },
    );
  }
  expect(fiveHundreds).toEqual([]);
});

/** The `message` of a JSON answer, or undefined when the answer is no JSON. */
function messageOf(text: string): unknown {
  try {
    return (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

/** A Dutch sentence as the portal may show it inside its own (issue 32 point 23): Dutch words, none of English's. */
const DUTCH_WORD = /\b(de|het|een|is|zijn|moet|mag|niet|geen|u|uw|veld|van|voor|bij|alleen|kan|kunt|ongeldig|verplicht|gevonden|nodig|toegang|verlopen)\b/i;
const ENGLISH_WORD = /\b(the|must|should|invalid|required|not found|cannot|unexpected|missing|error|failed|please|only|allowed|expired|unknown)\b/i;

test('every refusal the fuzzing met is Dutch, so no English sentence shows inside a Dutch one (issue 32 point 23)', () => {
  printFigures('refusal texts', { 'distinct refusals met': refusals.size });
  expect(refusals.size).toBeGreaterThan(20);
  const notDutch = [...refusals].filter(([message]) => !PROTOCOL_ANSWERS.includes(message)).filter(([message]) => !DUTCH_WORD.test(message) || ENGLISH_WORD.test(message.replace(/'[^']*'/g, '')));
  expect(notDutch.map(([message, request]) => `${message}  (${request})`)).toEqual([]);
});

test('oversized bodies → 413 JSON, the server carries on', async () => {
  const huge = JSON.stringify({ username: 'x'.repeat(11 * 1024 * 1024) });
  for (const path of ['/api/account/login', '/api/createAccount/isValid', '/api/customer/updateCustomer']) {
    const answer = await t.call('POST', path, { rawBody: huge, token: tokens[0] });
    requests += 1;
    expect(answer.status, path).toBeGreaterThanOrEqual(400);
    expect(answer.status, path).toBeLessThan(500);
    expect(answer.json).toEqual({ message: expect.any(String) });
  }
});

/** Realistic texts per field, so that generated bodies get past the type checks to the routes' own rules. */
const TEXTS: Record<string, readonly string[]> = {
  username: ['hoofdverzekerde', 'niemand-bekend'],
  verificationCode: ['12345', '99999'],
  resetType: ['username', 'password'],
  policyNumber: ['123456789012'],
  birthDate: ['1980/01/01', '2026-01-05'],
  email: ['iemand@example.nl'],
  emailAddress: ['iemand@example.nl'],
  phoneNumber: ['+31612345678'],
  contactPreference: ['digital', 'paper'],
  agreementId: ['40199001', '1'],
  customerNumber: ['1', '123456'],
  iban: ['NL91ABNA0417164300'],
  paymentMethod: ['DirectDebit', 'Mail'],
  CareType: ['hospital'],
  TreatmentDate: ['2026-01-05'],
  Amount: ['25.00'],
  CareProvider: ['Medisch Centrum'],
  TreatmentInformation: ['Polikliniek'],
  CurrentSelectedCustomerNumber: ['1'],
  subject: ['Mijn declaratie'],
  message: ['Een vraag.'],
  year: ['2026'],
  label: ['zorgzaam'],
};
const TEXT_FIELDS = Object.keys(TEXTS);
const BLANKS = [' ', '   ', '\t', ' \n ', '\u00a0'];
/** the texts as sent (blank or padded) and as they should be judged (trimmed) */
const textPair = (field: string) =>
  fc.oneof(
    fc.constantFrom(...BLANKS).map((blank) => ({ sent: blank, judged: '' })),
    fc.tuple(fc.constantFrom(...(TEXTS[field] ?? ['x'])), fc.constantFrom(...BLANKS), fc.constantFrom('', ...BLANKS)).map(([text, before, after]) => ({ sent: `${before}${text}${after}`, judged: text })),
  );
const textFields = (fields: readonly string[]) =>
  fc.uniqueArray(fc.constantFrom(...fields), { maxLength: 5 }).chain((names) => fc.tuple(...names.map((name) => textPair(name).map((pair) => [name, pair] as const))));

interface Twin {
  backend: TestBackend;
  tokens: string[];
}

async function twin(): Promise<Twin> {
  const backend = await startTestBackend();
  return { backend, tokens: [await backend.accessToken('hoofdverzekerde'), await backend.loginToken('medeverzekerde'), 'Bearer-garbage'] };
}

/** One request: the fields as JSON or as multipart, the query in the address; the status and the message. */
async function sendTexts(to: Twin, route: RouteSpec, input: { fields: Record<string, string>; query: Record<string, string>; token: number; multipart: boolean }) {
  const path = `${concretePath(route)}${rawQuery(input.query)}`;
  const headers: Record<string, string> = {};
  const token = to.tokens[input.token];
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let payload: string | FormData | undefined;
  if (route.method !== 'GET') {
    if (input.multipart) {
      payload = new FormData();
      for (const [name, text] of Object.entries(input.fields)) payload.append(name, text);
    } else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(input.fields);
    }
  }
  requests += 1;
  const response = await fetch(`${to.backend.server.url}${path}`, { method: route.method, headers, body: payload, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: response.status, message: messageOf(await response.text()) };
}

const BLANK_RUNS_PER_ROUTE = 8;

test(`every route's text fields, ${BLANK_RUNS_PER_ROUTE} generated requests each: a blank or padded text is judged as the empty or trimmed one (issue 32 point 18)`, async () => {
  // two servers from the same seed take the same requests, one as sent, one trimmed by hand: they must answer alike
  const [sent, judged] = [await twin(), await twin()];
  let compared = 0;
  try {
    for (const route of fuzzed) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            fields: textFields(TEXT_FIELDS),
            query: textFields(QUERY),
            token: fc.integer({ min: 0, max: 2 }),
            multipart: fc.boolean(),
          }),
          async ({ fields, query, token, multipart }) => {
            const as = (pairs: readonly (readonly [string, { sent: string; judged: string }])[], side: 'sent' | 'judged') =>
              Object.fromEntries(pairs.map(([name, pair]) => [name, pair[side]]));
            const asSent = await sendTexts(sent, route, { fields: as(fields, 'sent'), query: as(query, 'sent'), token, multipart });
            const asJudged = await sendTexts(judged, route, { fields: as(fields, 'judged'), query: as(query, 'judged'), token, multipart });
            compared += 1;
            expect(asSent, `${routeKey(route)} ${JSON.stringify({ fields, query, token, multipart }).slice(0, 400)}`).toEqual(asJudged);
            expect(asSent.status).toBeLessThan(500);
          },
        ),
        { numRuns: BLANK_RUNS_PER_ROUTE, seed: 32 },
      );
    }
  } finally {
    statuses['blank or padded texts compared with trimmed ones'] = compared;
    await sent.backend.close();
    await judged.backend.close();
  }
}, 300_000);

test("afterwards: the server answers, no prototype was polluted, the store on disk is the state in memory and the seed's invariants hold", async () => {
  expect((await t.call('GET', '/api/health')).status).toBe(200);
  expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  const state = t.backend.store.read();
  const onDisk = JSON.parse(await readFile(t.backend.store.file, 'utf8')) as DbState;
  expect(onDisk).toEqual(JSON.parse(JSON.stringify(state)));
  // the demo accounts are all there, once, with their customers, and nobody became admin
  const usernames = state.accounts.map((account) => account.username.toLowerCase());
  expect(new Set(usernames).size).toBe(usernames.length);
  for (const demo of DEMO_ACCOUNTS) expect(usernames).toContain(demo.username);
  for (const account of state.accounts) {
    expect(state.customers.some((customer) => customer.customerNumber === account.customerNumber)).toBe(true);
    expect(account.permissions).not.toContain('admin');
    expect(account.passwordHash).toMatch(/^\$2[aby]\$\d\d\$/);
  }
  expect(state.accounts.length).toBeLessThanOrEqual(DEMO_ACCOUNTS.length + 3);
  // a demo login still works end to end
  expect(typeof (await t.accessToken('wanbetaler'))).toBe('string');
});
