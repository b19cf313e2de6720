/**
 * Cookie access for effects only (STYLE 7: cookies live in *Fx effects).
 * Every cookie the portal writes is Secure, SameSite=Strict and on path /.
 */
export interface CookieOptions {
  /** lifetime in seconds; omitted: a session cookie */
  maxAgeSeconds?: number;
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'path=/',
    'Secure',
    'SameSite=Strict',
  ];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; Secure; SameSite=Strict; max-age=0`;
}
