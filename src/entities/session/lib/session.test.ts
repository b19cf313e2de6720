import { describe, expect, test } from 'vitest';
import { REMEMBER_ME_SECONDS } from '../config/cookies';
import { sessionDeadline, tokenCookieLifetimeSeconds, type Session } from './session';

const session = { issuedAt: 1_000, expiresAt: 2_800 } as Session;

describe('cookie lifetime (spec 01 §4): "With remember-me the token cookie lasts 365 days; without it, the token\'s own lifetime"', () => {
  test.for([
    { rememberMe: true, seconds: 365 * 24 * 60 * 60 },
    { rememberMe: false, seconds: 1_800 },
  ])('remember-me $rememberMe: $seconds s', ({ rememberMe, seconds }) => {
    expect(tokenCookieLifetimeSeconds(session, rememberMe, REMEMBER_ME_SECONDS)).toBe(seconds);
  });
});

describe('local expiry: "the earlier of the two" of token expiry and expiry cookie', () => {
  test.for([
    { expiryCookieMs: null, deadline: 2_800_000 },
    { expiryCookieMs: 2_000_000, deadline: 2_000_000 },
    { expiryCookieMs: 9_000_000, deadline: 2_800_000 },
  ])('cookie $expiryCookieMs → $deadline', ({ expiryCookieMs, deadline }) => {
    expect(sessionDeadline(session, expiryCookieMs)).toBe(deadline);
  });
});
