// Issue 13 "Permission matrix": every route of the fake backend's route table: 401 without a
// token or with a broken one, 403 without the permission, 403/404 for another person's data.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PermissionCode } from '../../domain/access';
import { ROUTES, type RouteOwner, type RouteSpec } from '../../fake-backend/route-table';
import { permissionMessage } from '../../fake-backend/http/auth';
import { startTestBackend, type CallResult, type TestBackend } from '../../fake-backend/test-support';
import { printFigures, statusClass } from './support/figures';
import { concretePath, registeredRoutes, routeKey } from './support/routes';
import { brokenTokens, claimsOf, serverSigner } from './support/tokens';

let t: TestBackend;
let access = '';
let loginToken = '';
let broken: Record<string, string> = {};
const tally: Record<string, number> = {};

/** another person's data: wanbetaler's customer number and message, the other label's generic document */
let others: Record<RouteOwner['kind'], string>;
/** hoofdverzekerde's own ones */
let own: typeof others;

beforeAll(async () => {
  t = await startTestBackend();
  access = await t.accessToken('hoofdverzekerde');
  loginToken = await t.loginToken('hoofdverzekerde');
  broken = await brokenTokens(access, t.backend.clock.nowSeconds(), t.dataDir);
  const state = t.backend.store.read();
  const customerOf = (username: string) => state.accounts.find((account) => account.username === username)?.customerNumber ?? '';
  const messageOf = (customerNumber: string) => state.documents.find((document) => document.ownerCustomerNumber === customerNumber)?.documentID ?? '';
  const ownLabel = claimsOf(access).user.label as string;
  others = {
    customer: customerOf('wanbetaler'),
    document: messageOf(customerOf('wanbetaler')),
    'generic-document': state.genericDocuments.find((document) => document.label !== ownLabel)?.documentID ?? '',
  };
  own = {
    customer: customerOf('hoofdverzekerde'),
    document: messageOf(customerOf('hoofdverzekerde')),
    'generic-document': state.genericDocuments.find((document) => document.label === ownLabel)?.documentID ?? '',
  };
  expect(Object.values(others).every(Boolean) && Object.values(own).every(Boolean)).toBe(true);
});

afterAll(async () => {
  printFigures('permission matrix', { routes: ROUTES.length, ...tally });
  await t.close();
});

async function send(route: RouteSpec, token: string | undefined, owner?: string): Promise<CallResult> {
  let path = concretePath(route);
  let body: Record<string, unknown> | undefined = route.method === 'POST' ? {} : undefined;
  if (route.owner && owner !== undefined) {
    if (route.owner.in === 'query') path += `?${route.owner.field}=${encodeURIComponent(owner)}`;
    else body = { ...body, [route.owner.field]: owner };
  }
  const answer = await t.call(route.method, path, { token, body });
  tally[`requests, ${statusClass(answer.status)}`] = (tally[`requests, ${statusClass(answer.status)}`] ?? 0) + 1;
  return answer;
}

const guarded = ROUTES.filter((route) => route.auth === 'access' || route.auth === 'access-or-password-reset');
const tokenRoutes = ROUTES.filter((route) => ['access', 'access-or-password-reset', 'login', 'reset', 'login-or-reset'].includes(route.auth));

test('the route table lists exactly the routes the app registers', () => {
  const registered = registeredRoutes(t.backend.app).sort();
  expect(registered).toEqual(ROUTES.map(routeKey).sort());
});

describe.each(tokenRoutes.map((route) => [routeKey(route), route] as const))('%s', (_name, route) => {
  test('no token, a broken one, or a token of the wrong type → 401 JSON', async () => {
    const wrongType = route.auth === 'login' || route.auth === 'reset' || route.auth === 'login-or-reset' ? access : loginToken;
    const brokenForRoute = Object.entries(broken)
      .filter(([name]) => !(name === 'login token as access token' && (route.auth === 'login' || route.auth === 'login-or-reset')))
      .map(([, token]) => token);
    for (const token of [undefined, wrongType, ...brokenForRoute]) {
      const answer = await send(route, token);
      expect({ token: token?.slice(0, 24), status: answer.status }).toEqual({ token: token?.slice(0, 24), status: 401 });
      expect(answer.json).toEqual({ message: expect.stringMatching(/^Uw sessie is niet geldig: /) });
    }
  });
});

// a route that takes a token when one is sent (iDIN's activation) judges it as every other route does: a broken one,
// an unknown account's among them, is a 401 (issue 32 point 21)
describe.each(ROUTES.filter((route) => route.auth === 'public-or-access').map((route) => [routeKey(route), route] as const))('%s', (_name, route) => {
  test('a broken token, when one is sent → 401 JSON', async () => {
    for (const [name, token] of Object.entries(broken)) {
      const answer = await send(route, token);
      expect({ token: name, status: answer.status }).toEqual({ token: name, status: 401 });
      expect(answer.json).toEqual({ message: expect.stringMatching(/^Uw sessie is niet geldig: /) });
    }
  });
});

describe.each(guarded.filter((route) => route.permission).map((route) => [routeKey(route), route] as const))('%s', (_name, route) => {
  test('a valid token without its permission → 403, before the body is looked at', async () => {
    const claims = claimsOf(access);
    const without = await serverSigner(t.dataDir)({ ...claims, permissions: (claims.permissions as PermissionCode[]).filter((code) => code !== route.permission) });
    const answer = await send(route, without, route.owner ? own[route.owner.kind] : undefined);
    expect(answer).toMatchObject({ status: 403, json: { message: permissionMessage(route.permission ?? '') } });
    const withIt = await send(route, access, route.owner ? own[route.owner.kind] : undefined);
    expect([401, 403]).not.toContain(withIt.status);
  });
});

describe.each(ROUTES.filter((route) => route.owner).map((route) => [routeKey(route), route] as const))('%s', (_name, route) => {
  test("another person's data → 403 or 404, and nothing of it in the answer", async () => {
    const kind = route.owner?.kind ?? 'customer';
    const answer = await send(route, access, others[kind]);
    expect([403, 404]).toContain(answer.status);
    expect(answer.json).toEqual({ message: expect.any(String) });
    const ownAnswer = await send(route, access, own[kind]);
    expect([401, 403, 404]).not.toContain(ownAnswer.status);
  });
});

// issue 13 item 8: a registration's later steps belong to the client that passed its identity check
describe('registration steps', () => {
  test.for(ROUTES.filter((route) => route.auth === 'registration').map(routeKey))('%s → 401 without a registration token, and with a made-up one', async (key) => {
    const route = ROUTES.find((entry) => routeKey(entry) === key) as RouteSpec;
    for (const token of [undefined, 'verzonnen-registratietoken']) {
      const answer = await send(route, token);
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: expect.any(String) });
    }
  });
});

describe('public routes', () => {
  test.for(ROUTES.filter((route) => route.auth === 'public' || route.auth === 'public-or-access').map(routeKey))('%s answers without a token (never 401 or 5xx)', async (key) => {
    const route = ROUTES.find((entry) => routeKey(entry) === key) as RouteSpec;
    const answer = await send(route, undefined);
    expect(answer.status).not.toBe(401);
    expect(answer.status).toBeLessThan(500);
  });
});
