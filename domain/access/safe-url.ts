/**
 * What may reach an `href`.
 *
 * Spec 01 §3 "News text: … url, hyperlinkSubstring": the link of a news text
 * is followed only when it is http(s) or relative; `javascript:`, `data:`
 * and other schemes never reach an `href`. (Its own module, apart from
 * `sameOriginPath`: the news, on every first screen, needs only this one.)
 */
import { CONTROL_CHARACTERS, PROBE_ORIGIN } from './url-probe';

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
