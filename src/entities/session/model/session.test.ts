// @vitest-environment jsdom
import { requestFx, sessionExpiredLocally, sessionRejected, $sessionDeadline, $bearerToken } from '@/shared/api';
import { hostLabelResolved, labelResolved } from '@/shared/label';
import { $notices } from '@/shared/notices';
import { navigateFx, hardNavigateFx, routeOpened, type RouteVisit } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $isAuthenticated, $permissions, $user, accessTokenReceived, clearSessionFx, logoutStarted, readSessionFx, storeSessionFx } from './session';
import { sessionFromAccessToken } from '../lib/session';

function tokenWith(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const user = {
  customerNumber: '100200300',
  accountId: 'acc-1',
  emailAddress: 'j.devries@example.nl',
  firstName: 'Jeroen',
  lastName: 'Vries',
  birthDate: '1980-04-12',
  prefix: 'de',
  maidenName: null,
  prefixMaidenName: null,
  initials: 'J.',
  gender: 'M',
  shouldResetPassword: false,
  shouldVerifyEmailAddress: false,
  signedTermsOfAgreement: true,
  isDefaulter: false,
  shouldShowDigitalPopup: false,
  label: 'zorgzaam',
  role: 'H',
};
const accessToken = tokenWith({ typ: 'access', sub: 'acc-1', iat: 1_800_000_000, exp: 1_800_001_800, permissions: ['login', 'r-msg'], user });

describe('token parsing', () => {
  test('the token gives the user and the may… flags from its codes', () => {
    const session = sessionFromAccessToken(accessToken);
    expect(session?.user.firstName).toBe('Jeroen');
    expect(session?.permissions.mayReadMessages).toBe(true);
    expect(session?.permissions.mayReadInvoice).toBe(false);
  });

  test('a token that is not an access token gives no session', () => {
    expect(sessionFromAccessToken(tokenWith({ typ: 'login', sub: 'acc-1', iat: 1, exp: 2 }))).toBeNull();
    expect(sessionFromAccessToken('not-a-token')).toBeNull();
  });
});

describe('the session in a forked scope', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('an access token sets the user, the permissions, the bearer and the deadline', async () => {
    const stored = { session: sessionFromAccessToken(accessToken)!, expiryCookieMs: 1_800_001_000_000 };
    const scope = fork({ handlers: [[storeSessionFx, () => stored]] });
    await allSettled(accessTokenReceived, { scope, params: { accessToken, rememberMe: false } });
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($user)?.lastName).toBe('Vries');
    expect(scope.getState($permissions).mayReadMessages).toBe(true);
    expect(scope.getState($bearerToken)).toBe(accessToken);
    // "the earlier of the two": the expiry cookie here
    expect(scope.getState($sessionDeadline)).toBe(1_800_001_000_000);
  });

  test.for([
    { reason: 'unauthorised' as const, messageKey: 'errors.sessionInvalid' },
    { reason: 'forbidden' as const, messageKey: 'errors.forbidden' },
  ])('$reason: the notice after 50 ms (spec 01 §8 "Error notices appear after 50 ms"), logout after 5 s', async ({ reason, messageKey }) => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    const settled = allSettled(sessionRejected, { scope, params: reason });
    await vi.advanceTimersByTimeAsync(45);
    expect(scope.getState($notices)).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual([messageKey]);
    await vi.advanceTimersByTimeAsync(4_925);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await settled;
    expect(navigate).toHaveBeenCalledExactlyOnceWith(null, { to: '/uitloggen', replace: true });
  });

  test('a locally expired token: the session notice, logout after 3 s', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    const settled = allSettled(sessionExpiredLocally, { scope });
    await vi.advanceTimersByTimeAsync(2_990);
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['errors.sessionInvalid']);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await settled;
    expect(navigate).toHaveBeenCalledExactlyOnceWith(null, { to: '/uitloggen', replace: true });
  });

  test('issue 20: after an expiry and a new login in the same tab, a second expiry ends the session again', async () => {
    const navigate = vi.fn();
    const stored = { session: sessionFromAccessToken(accessToken)!, expiryCookieMs: null };
    const scope = fork({ handlers: [[navigateFx, navigate], [storeSessionFx, () => stored]] });
    const first = allSettled(sessionExpiredLocally, { scope });
    await vi.advanceTimersByTimeAsync(3_100);
    await first;
    await allSettled(accessTokenReceived, { scope, params: { accessToken, rememberMe: false } });
    const second = allSettled(sessionExpiredLocally, { scope });
    await vi.advanceTimersByTimeAsync(3_100);
    await second;
    // the notice shows once (the same text twice at once says nothing new), the logout comes twice
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['errors.sessionInvalid']);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  test('issue 20: cookies gone while the tab held a session (expired without remember-me) end it like a local expiry', async () => {
    const navigate = vi.fn();
    const stored = { session: sessionFromAccessToken(accessToken)!, expiryCookieMs: null };
    let cookie: typeof stored | null = stored;
    const scope = fork({ handlers: [[navigateFx, navigate], [readSessionFx, () => cookie]] });
    await allSettled(readSessionFx, { scope });
    cookie = null;
    const settled = allSettled(readSessionFx, { scope });
    await vi.advanceTimersByTimeAsync(3_100);
    await settled;
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['errors.sessionInvalid']);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(null, { to: '/uitloggen', replace: true });
  });

  test.for([
    { case: 'a local expiry on a page: back to that page after logging in', end: 'expired', open: 'message-box', target: '/uitloggen?redirect=%2Fberichtenbox%3Fjaar%3D2026' },
    { case: 'a 401 on a page: back to that page', end: 'unauthorised', open: 'message-box', target: '/uitloggen?redirect=%2Fberichtenbox%3Fjaar%3D2026' },
    { case: 'cookies gone, the guard sent the user to login: its target kept', end: 'expired', open: 'login', target: '/uitloggen?redirect=%2Fberichtenbox' },
    { case: 'a 403: not back to a page that refuses', end: 'forbidden', open: 'message-box', target: '/uitloggen' },
  ] as const)('spec 01 §2 "the full target path": $case', async ({ end, open, target }) => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    const query: Record<string, string> = open === 'login' ? { redirect: '/berichtenbox', label: 'zorgzaam' } : { jaar: '2026' };
    const visit: RouteVisit = { name: open, payload: { params: {}, query } };
    await allSettled(routeOpened, { scope, params: visit });
    const settled = end === 'expired' ? allSettled(sessionExpiredLocally, { scope }) : allSettled(sessionRejected, { scope, params: end });
    await vi.advanceTimersByTimeAsync(5_100);
    await settled;
    expect(navigate).toHaveBeenCalledExactlyOnceWith(null, { to: target, replace: true });
  });

  test('no session before and none now: nothing to end', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate], [readSessionFx, () => null]] });
    const settled = allSettled(readSessionFx, { scope });
    await vi.advanceTimersByTimeAsync(3_100);
    await settled;
    expect(scope.getState($notices)).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('several failing calls end the session once', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    const first = allSettled(sessionRejected, { scope, params: 'unauthorised' });
    const second = allSettled(sessionRejected, { scope, params: 'unauthorised' });
    await vi.advanceTimersByTimeAsync(5_100);
    await Promise.all([first, second]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  test('logout clears the session, then lands on login after 1.5 s', async () => {
    const stored = { session: sessionFromAccessToken(accessToken)!, expiryCookieMs: null };
    const clear = vi.fn();
    const hardNavigate = vi.fn();
    const scope = fork({ handlers: [[storeSessionFx, () => stored], [clearSessionFx, clear], [hardNavigateFx, hardNavigate]] });
    await allSettled(accessTokenReceived, { scope, params: { accessToken, rememberMe: true } });
    const settled = allSettled(logoutStarted, { scope, params: { redirect: null } });
    await vi.advanceTimersByTimeAsync(1_490);
    expect(clear).toHaveBeenCalledOnce();
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(hardNavigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await settled;
    expect(hardNavigate).toHaveBeenCalledExactlyOnceWith({ url: '/inloggen', replace: true });
  });
});

describe('after logging out, a label chosen with ?label= comes back with the login page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test.for([
    { case: 'chosen with ?label= (no host name gave one): kept', host: null, label: 'studentenzorg', url: '/inloggen?redirect=%2Fberichtenbox&label=studentenzorg' },
    { case: "the host name's own: it gives it again", host: 'studentenzorg', label: 'studentenzorg', url: '/inloggen?redirect=%2Fberichtenbox' },
    { case: 'the default: nothing to keep', host: null, label: 'zorgzaam', url: '/inloggen?redirect=%2Fberichtenbox' },
  ] as const)('$case', async ({ host, label, url }) => {
    vi.useFakeTimers();
    const hardNavigate = vi.fn();
    const scope = fork({ handlers: [[clearSessionFx, () => undefined], [hardNavigateFx, hardNavigate]] });
    await allSettled(hostLabelResolved, { scope, params: host });
    await allSettled(labelResolved, { scope, params: label });
    const settled = allSettled(logoutStarted, { scope, params: { redirect: '/berichtenbox' } });
    await vi.advanceTimersByTimeAsync(1_510);
    await settled;
    expect(hardNavigate).toHaveBeenCalledExactlyOnceWith({ url, replace: true });
  });
});

describe('issue 20: uitloggen keeps its redirect query', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test.for([
    { case: 'with a redirect: the login page gets it', started: { redirect: '/berichtenbox?jaar=2025' }, url: '/inloggen?redirect=%2Fberichtenbox%3Fjaar%3D2025' },
    { case: 'without one: plain login', started: { redirect: null }, url: '/inloggen' },
  ])('$case', async ({ started, url }) => {
    vi.useFakeTimers();
    const hardNavigate = vi.fn();
    // logged out already (no session): logout still runs and lands on login after 1.5 s
    const scope = fork({ handlers: [[clearSessionFx, () => undefined], [hardNavigateFx, hardNavigate]] });
    const settled = allSettled(logoutStarted, { scope, params: started });
    await vi.advanceTimersByTimeAsync(1_510);
    await settled;
    expect(hardNavigate).toHaveBeenCalledExactlyOnceWith({ url, replace: true });
  });
});

describe('requests check the local expiry first', () => {
  test('a request after the deadline is aborted before it is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const stored = { session: sessionFromAccessToken(accessToken)!, expiryCookieMs: Date.now() - 1 };
    const navigate = vi.fn();
    const scope = fork({ handlers: [[storeSessionFx, () => stored], [navigateFx, navigate]] });
    await allSettled(accessTokenReceived, { scope, params: { accessToken, rememberMe: false } });
    vi.useFakeTimers();
    const settled = allSettled(requestFx, { scope, params: { method: 'GET', path: 'News' } });
    await vi.advanceTimersByTimeAsync(3_100);
    await settled;
    vi.useRealTimers();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['errors.sessionInvalid']);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(null, { to: '/uitloggen', replace: true });
    fetchSpy.mockRestore();
  });
});
