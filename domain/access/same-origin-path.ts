/**
 * Where the portal may send the browser.
 *
 * Spec 01 §5: "Route needs authentication and user is not logged in: go to
 * login with a redirect query holding the full target path"; after the code
 * the user lands on that path. Only a path of the portal itself qualifies: a
 * protocol-relative address (`//evil.example/x`), a backslash one
 * (`/\evil.example/x`, which browsers read as `//`), an absolute URL or a
 * path with control characters (browsers drop tabs and newlines, turning
 * `/\t/evil.example` into `//evil.example`) is refused.
 */
import { CONTROL_CHARACTERS, PROBE_ORIGIN } from './url-probe';

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
