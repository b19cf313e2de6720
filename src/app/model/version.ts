import { readCookie, writeCookie } from '@/shared/lib/cookies';

/** "A version cookie lasts 30 days, secure, strict same-site, path /" (spec 01 §9). */
export const VERSION_COOKIE = 'mo_version';
export const VERSION_COOKIE_SECONDS = 30 * 24 * 60 * 60;

export type VersionCheck = 'current' | 'reload';

/**
 * "The page reloads once if it differs from the release tag." The cookie is
 * written before the reload, so the next load finds it equal: never a loop.
 * A first visit (no cookie yet) has nothing stale to replace.
 */
export function checkVersionCookie(releaseTag: string): VersionCheck {
  const stored = readCookie(VERSION_COOKIE);
  writeCookie(VERSION_COOKIE, releaseTag, { maxAgeSeconds: VERSION_COOKIE_SECONDS });
  return stored !== null && stored !== releaseTag ? 'reload' : 'current';
}
