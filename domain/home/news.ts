import { endOfDay, isAfter, isBefore, parseISO } from 'date-fns';
import { safeLinkUrl } from '../access/safe-url';

/** "News text: id, text, url, hyperlinkSubstring, startDate, endDate, language." (spec 01 §3) */
export interface NewsText {
  /** the API sends a number or a string; kept as a string */
  id: string;
  text: string;
  url: string | null;
  hyperlinkSubstring: string | null;
  /** ISO 8601; null: shown from the start */
  startDate: string | null;
  /** ISO 8601; null: no end */
  endDate: string | null;
  /** e.g. 'nl-NL' */
  language: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An end given as a bare date lasts the whole day; a timestamp ends at that moment. */
function endOf(endDate: string): Date {
  return DATE_ONLY.test(endDate) ? endOfDay(parseISO(endDate)) : parseISO(endDate);
}

/** 'nl-NL', 'nl_nl' and 'nl' are one language: the primary subtag decides. */
function primaryLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * News texts shown now: those whose start has come and whose end has not
 * passed (timestamps compared to the moment `now`), in the user's language.
 * Keeps the given order. The portal passes the Netherlands' wall clock
 * (`dutchWallClock`): the dates are the insurer's days, wherever the user is.
 */
export function visibleNewsTexts<T extends Pick<NewsText, 'startDate' | 'endDate' | 'language'>>(
  news: readonly T[],
  now: Date,
  language: string,
): T[] {
  const wanted = primaryLanguage(language);
  return news.filter((item) => {
    if (primaryLanguage(item.language) !== wanted) return false;
    if (item.startDate && isBefore(now, parseISO(item.startDate))) return false;
    if (item.endDate && isAfter(now, endOf(item.endDate))) return false;
    return true;
  });
}

export type NewsSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; url: string };

/**
 * A news text as segments, so the UI renders the hyperlinkSubstring as a link
 * to `url` and everything else as plain text (never as HTML). Only the first
 * occurrence becomes the link; without a url or a substring found in the text,
 * the whole text is one text segment. Empty segments are left out.
 */
export function newsTextSegments(text: string, hyperlinkSubstring: string | null, unsafeUrl: string | null): NewsSegment[] {
  // only an http(s) or relative link reaches an href (issue 13); another one leaves plain text
  const url = safeLinkUrl(unsafeUrl);
  const index = url && hyperlinkSubstring ? text.indexOf(hyperlinkSubstring) : -1;
  if (!url || !hyperlinkSubstring || index < 0) return text ? [{ kind: 'text', text }] : [];
  const before = text.slice(0, index);
  const after = text.slice(index + hyperlinkSubstring.length);
  const segments: NewsSegment[] = [];
  if (before) segments.push({ kind: 'text', text: before });
  segments.push({ kind: 'link', text: hyperlinkSubstring, url });
  if (after) segments.push({ kind: 'text', text: after });
  return segments;
}
