/**
 * The cookie jar of vitest's jsdom environment (tough-cookie underneath):
 * the real store behind `document.cookie`. Tests read a cookie's attributes
 * from it and empty it between tests. (jsdom ships no types here, so only
 * what the tests use is declared.)
 *
 * Note: this jar counts max-age from a cookie's last read, where a browser
 * counts from the write; a lifetime test reads once, at the moment it checks.
 */
export interface JarCookie {
  key: string;
  value: string;
  secure: boolean;
  sameSite: string;
  path: string;
  maxAge: number | null;
  expires: Date | 'Infinity';
}

interface CookieJar {
  getCookiesSync(url: string): JarCookie[];
  removeAllCookiesSync(): void;
}

export const cookieJar = (globalThis as unknown as { jsdom: { cookieJar: CookieJar } }).jsdom.cookieJar;

/** The cookie `name` as jsdom keeps it for the current page, if any. */
export const storedCookie = (name: string): JarCookie | undefined =>
  cookieJar.getCookiesSync(window.location.href).find((cookie) => cookie.key === name);
