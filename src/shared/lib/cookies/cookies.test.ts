// @vitest-environment jsdom
import { cookieJar, storedCookie as stored } from '@test-support/cookie-jar';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

// These run against jsdom's real cookie jar through `document.cookie`: what
// the browser keeps, and for how long, is what is checked.


beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  cookieJar.removeAllCookiesSync();
  vi.useRealTimers();
});

describe('writeCookie and readCookie', () => {
  test('a value with spaces and separators comes back as written', () => {
    writeCookie('mo_token', 'a b;c=d,é');
    writeCookie('other', 'x');
    expect(document.cookie).toBe('mo_token=a%20b%3Bc%3Dd%2C%C3%A9; other=x');
    expect(readCookie('mo_token')).toBe('a b;c=d,é');
    expect(readCookie('other')).toBe('x');
  });

  test('an absent cookie, or one whose name only starts the same, reads null', () => {
    writeCookie('mo_token_expiry', '123');
    expect(readCookie('mo_token')).toBeNull();
    expect(readCookie('mo_token_expiry')).toBe('123');
  });

  test('"Every cookie the portal writes is Secure, SameSite=Strict and on path /"', () => {
    writeCookie('mo_token', 'value', { maxAgeSeconds: 60 });
    expect(stored('mo_token')).toMatchObject({ secure: true, sameSite: 'strict', path: '/', maxAge: 60 });
  });

  test('without a lifetime it is a session cookie, kept until the browser closes', () => {
    writeCookie('mo_token', 'value');
    expect(stored('mo_token')).toMatchObject({ maxAge: null, expires: 'Infinity' });
    vi.setSystemTime(Date.now() + 400 * 24 * 3600 * 1000);
    expect(readCookie('mo_token')).toBe('value');
  });

  // jsdom's jar counts max-age from the last read: each side is a fresh write, read once.
  test.for([
    { maxAgeSeconds: 60, keptAt: 59, goneAt: 61 },
    { maxAgeSeconds: 365 * 24 * 3600, keptAt: 365 * 24 * 3600 - 1, goneAt: 365 * 24 * 3600 + 1 },
    { maxAgeSeconds: 90.9, keptAt: 89, goneAt: 91 },
  ])('max-age $maxAgeSeconds: there after $keptAt s, gone after $goneAt s', ({ maxAgeSeconds, keptAt, goneAt }) => {
    const valueAfter = (seconds: number) => {
      const start = Date.now();
      writeCookie('mo_token', 'value', { maxAgeSeconds });
      vi.setSystemTime(start + seconds * 1000);
      const value = readCookie('mo_token');
      cookieJar.removeAllCookiesSync();
      return value;
    };
    expect(valueAfter(keptAt)).toBe('value');
    expect(valueAfter(goneAt)).toBeNull();
  });

  test('a negative lifetime writes max-age=0: the cookie is not kept', () => {
    writeCookie('mo_token', 'old');
    writeCookie('mo_token', 'value', { maxAgeSeconds: -5 });
    expect(readCookie('mo_token')).toBeNull();
  });
});

describe('removeCookie', () => {
  test('removes the named cookie (also one with a lifetime) and leaves the others', () => {
    writeCookie('mo_token', 'value', { maxAgeSeconds: 365 * 24 * 3600 });
    writeCookie('mo_token_expiry', '123');
    removeCookie('mo_token');
    expect(readCookie('mo_token')).toBeNull();
    expect(document.cookie).toBe('mo_token_expiry=123');
  });
});
