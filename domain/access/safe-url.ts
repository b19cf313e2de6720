/**
 * Where the portal may send the browser, and what may reach an `href`.
 *
 * Spec 01 §5: "Route needs authentication and user is not logged in: go to
 * login with a redirect query holding the full target path"; after the code
 * the user lands on that path. Only a path of the portal itself qualifies: a
 * protocol-relative address (`//evil.example/x`), a backslash one
 * (`/\evil.example/x`, which browsers read as `//`), an absolute URL or a
 * path with control characters (browsers drop tabs and newlines, turning
 * `/\t/evil.example` into `//evil.example`) is refused.
 *
 * Spec 01 §3 "News text: … url, hyperlinkSubstring": the link of a news text
 * is followed only when it is http(s) or relative; `javascript:`, `data:`
 * and other schemes never reach an `href`.
 */

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'https://portal.invalid';

/** The target when it is a path of the portal itself (same origin), else null. */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target === '') return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\') || CONTROL_CHARACTERS.test(target)) return null;
  try {
    const resolved = new URL(target, PROBE_ORIGIN);
    return resolved.origin === PROBE_ORIGIN ? target : null;
  } catch {
    return null;
  }
}

/** The url when a link may point there (http, https or relative), else null. */
export function safeLinkUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '' || CONTROL_CHARACTERS.test(url) || url.includes('\\')) return null;
  try {
    const { protocol } = new URL(url, `${PROBE_ORIGIN}/`);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
