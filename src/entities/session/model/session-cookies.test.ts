// @vitest-environment jsdom
import { hardNavigateFx } from '@/shared/routing';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { cookieJar } from '@test-support/cookie-jar';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EXPIRY_COOKIE, LOGGED_OUT_MARK, TOKEN_COOKIE } from '../config/cookies';
import {
  $isAuthenticated,
  $user,
  accessTokenReceived,
  logoutStarted,
  readSessionFx,
  sessionRenewed,
  storeSessionFx,
  takeLoggedOutMarkFx,
} from './session';

// The session's own effects, unreplaced, against jsdom's real cookie jar
// (spec 01 §4 "Session": "With remember-me the token cookie lasts 365 days";
// "Logout … removes the two authorisation cookies").


function tokenWith(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const user = {
  customerNumber: '100200300', accountId: 'acc-1', emailAddress: 'j.devries@example.nl', firstName: 'Jeroen',
  lastName: 'Vries', birthDate: '1980-04-12', prefix: 'de', maidenName: null, prefixMaidenName: null, initials: 'J.',
  gender: 'M', shouldResetPassword: false, shouldVerifyEmailAddress: false, signedTermsOfAgreement: true,
  isDefaulter: false, shouldShowDigitalPopup: false, label: 'zorgzaam', role: 'H',
};
const ISSUED_AT = 1_800_000_000;
/** a token of 30 minutes */
const TOKEN_SECONDS = 30 * 60;
const accessToken = tokenWith({ typ: 'access', sub: 'acc-1', iat: ISSUED_AT, exp: ISSUED_AT + TOKEN_SECONDS, permissions: ['login'], user });
const renewedToken = tokenWith({ typ: 'access', sub: 'acc-1', iat: ISSUED_AT + 60, exp: ISSUED_AT + 60 + TOKEN_SECONDS, permissions: ['login'], user });
const YEAR = 365 * 24 * 60 * 60;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ISSUED_AT * 1000);
});
afterEach(() => {
  cookieJar.removeAllCookiesSync();
  vi.useRealTimers();
});

/**
 * The authorisation cookies `seconds` after now. jsdom's jar counts max-age
 * from the last read, so this reads once, at that moment.
 */
function cookiesAfter(seconds: number) {
  vi.setSystemTime(Date.now() + seconds * 1000);
  return { token: readCookie(TOKEN_COOKIE), expiry: readCookie(EXPIRY_COOKIE) };
}

describe('storeSessionFx writes the two cookies', () => {
  test.for([
    { rememberMe: false, lifetime: TOKEN_SECONDS },
    { rememberMe: true, lifetime: YEAR },
  ])('remember-me $rememberMe: the token and the expiry cookie last $lifetime s', async ({ rememberMe, lifetime }) => {
    for (const [seconds, kept] of [[lifetime - 1, true], [lifetime + 1, false]] as const) {
      vi.setSystemTime(ISSUED_AT * 1000);
      const scope = fork();
      await allSettled(storeSessionFx, { scope, params: { accessToken, rememberMe } });
      expect(cookiesAfter(seconds)).toEqual(
        kept ? { token: accessToken, expiry: String((ISSUED_AT + TOKEN_SECONDS) * 1000) } : { token: null, expiry: null },
      );
      cookieJar.removeAllCookiesSync();
    }
  });

  test('a token that carries no user: nothing is written', async () => {
    const scope = fork();
    const result = await allSettled(storeSessionFx, { scope, params: { accessToken: 'not-a-token', rememberMe: true } });
    expect(result.status).toBe('fail');
    expect(document.cookie).toBe('');
  });
});

describe('the login chain keeps remember-me', () => {
  test.for([
    { rememberMe: true, keptAfter: YEAR - 1 },
    { rememberMe: false, keptAfter: null },
  ])('accessTokenReceived with remember-me $rememberMe, then a renewed token', async ({ rememberMe, keptAfter }) => {
    const scope = fork();
    await allSettled(accessTokenReceived, { scope, params: { accessToken, rememberMe } });
    expect(scope.getState($user)?.firstName).toBe('Jeroen');
    // "a fresh token for the same session: remember-me stays as chosen"
    await allSettled(sessionRenewed, { scope, params: renewedToken });
    const after = cookiesAfter(keptAfter ?? TOKEN_SECONDS + 61);
    expect(after.token).toBe(keptAfter === null ? null : renewedToken);
  });
});

describe('readSessionFx reads the cookies', () => {
  test('the token cookie gives the session, the expiry cookie the deadline', async () => {
    writeCookie(TOKEN_COOKIE, accessToken);
    writeCookie(EXPIRY_COOKIE, '1800000900000');
    const scope = fork();
    const result = await allSettled(readSessionFx, { scope });
    expect(result).toMatchObject({ status: 'done', value: { expiryCookieMs: 1_800_000_900_000, session: { accessToken, user: { lastName: 'Vries' } } } });
    expect(scope.getState($isAuthenticated)).toBe(true);
  });

  test.for([
    { case: 'no cookies', token: null, expiry: null, expected: null },
    { case: 'a token that is not ours', token: 'not-a-token', expiry: '1800000900000', expected: null },
    { case: 'no expiry cookie', token: accessToken, expiry: null, expected: { expiryCookieMs: null } },
    { case: 'an expiry cookie that is not a number', token: accessToken, expiry: 'soon', expected: { expiryCookieMs: null } },
  ])('$case', async ({ token, expiry, expected }) => {
    if (token !== null) writeCookie(TOKEN_COOKIE, token);
    if (expiry !== null) writeCookie(EXPIRY_COOKIE, expiry);
    const scope = fork();
    const result = await allSettled(readSessionFx, { scope });
    expect(result.status).toBe('done');
    if (expected === null) expect(result).toMatchObject({ value: null });
    else expect(result).toMatchObject({ value: expected });
  });
});

describe('logout', () => {
  test('removes the two authorisation cookies (also remember-me ones), clears storage, leaves other cookies', async () => {
    const hardNavigate = vi.fn();
    const scope = fork({ handlers: [[hardNavigateFx, hardNavigate]] });
    await allSettled(accessTokenReceived, { scope, params: { accessToken, rememberMe: true } });
    writeCookie('mo_consent', 'yes');
    window.localStorage.setItem('draft', '1');
    window.sessionStorage.setItem('draft', '1');
    expect(readCookie(TOKEN_COOKIE)).toBe(accessToken);
    vi.useFakeTimers(); // all timers now: the 1.5 s before the redirect
    const settled = allSettled(logoutStarted, { scope, params: { redirect: null } });
    await vi.advanceTimersByTimeAsync(1_600);
    await settled;
    expect(document.cookie).toBe('mo_consent=yes');
    // the storage is cleared; only the logout's own mark is left, for the login page's 'U bent uitgelogd.'
    expect(window.localStorage.length).toBe(0);
    expect(Object.keys(window.sessionStorage)).toEqual([LOGGED_OUT_MARK]);
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(hardNavigate).toHaveBeenCalledExactlyOnceWith({ url: '/inloggen', replace: true });
    vi.useRealTimers();
    // taken once: a later visit of the login page confirms nothing
    expect(await allSettled(takeLoggedOutMarkFx, { scope })).toMatchObject({ status: 'done', value: true });
    expect(await allSettled(takeLoggedOutMarkFx, { scope })).toMatchObject({ status: 'done', value: false });
    expect(window.sessionStorage.length).toBe(0);
  });
});
