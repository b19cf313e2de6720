/**
 * Issue 32 point 18: a field of only spaces is empty. Every text the server
 * receives is trimmed before any route judges it, here and nowhere else:
 * `trimReceivedTexts()` runs after the body parser for JSON and form bodies
 * and the query string, and the multipart reader (`multipart.ts`, which reads
 * its fields inside the route, after the token check) passes its fields
 * through `trimTexts` too. So `"   "` is `""` everywhere, and a required
 * field of blanks is refused like a missing one.
 *
 * Passwords are kept exactly as sent: spec 01's rule ("max 50, min 8, with a
 * letter, a digit and one of ? ! / : ; @ # % ( ) _") counts every character,
 * and a password is compared, not read; trimming would let `" Welkom01! "`
 * log in as `"Welkom01!"` and store a password other than the one typed. A
 * password of only blanks still fails that rule (no letter, no digit).
 */
import type { RequestHandler } from 'express';

/** Field names whose texts count to the last character (Password, password, repeatPassword …). */
const EXACT_TEXT_FIELD = /password/i;

/** Trims the strings in `value`, objects and arrays in place; a string at the top is returned trimmed. */
export function trimTexts<T>(value: T, fieldName = ''): T {
  if (typeof value === 'string') return (EXACT_TEXT_FIELD.test(fieldName) ? value : value.trim()) as T;
  if (Array.isArray(value)) {
    value.forEach((entry: unknown, index) => {
      value[index] = trimTexts(entry, fieldName);
    });
    return value;
  }
  if (isPlainRecord(value)) {
    const record: Record<string, unknown> = value;
    for (const key of Object.keys(record)) {
      const entry = record[key];
      // an own key `__proto__` (JSON.parse makes one) is a plain property: assigning to it sets that property
      if (typeof entry === 'string') record[key] = trimTexts(entry, key);
      else trimTexts(entry, key);
    }
  }
  return value;
}

/** What the parsers make of JSON, forms and queries; not a marker object such as a malformed body. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The middleware: the parsed body and the query string, trimmed before the routes see them. */
export function trimReceivedTexts(): RequestHandler {
  return (req, _res, next) => {
    req.body = trimTexts(req.body as unknown);
    trimTexts(req.query);
    next();
  };
}
