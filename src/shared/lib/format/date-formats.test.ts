import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatDay, formatEuropeanCardDate, formatFieldDate, formatMoment, formatMonth, formatWeekday } from '.';

const SRC = join(import.meta.dirname, '../../..');
const HELPER_FOLDER = 'shared/lib/format/';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Ways a page could format a date by itself instead of through the shared helpers. */
const OWN_DATE_FORMATTING = [
  { what: "date-fns's format, lightFormat or intlFormat", pattern: /import\s*\{[^}]*\b(format|lightFormat|intlFormat)\b[^}]*\}\s*from\s*'date-fns/ },
  { what: 'a date pattern of its own', pattern: /['"`](EEEE )?d{1,2}[-/. ]M{1,4}[-/. ]y{2,4}|['"`]MMMM( yyyy)?['"`]/ },
  { what: 'the browser\'s date formatting', pattern: /toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat/ },
];

describe('one date format per kind of date (issue 33 point 14)', () => {
  test.for([
    { kind: 'a day in running text', shown: formatDay('2026-11-21'), expected: '21 november 2026' },
    { kind: 'a day in a field', shown: formatFieldDate('2026-01-05'), expected: '05-01-2026' },
    { kind: 'a day to act on', shown: formatWeekday('2026-11-21'), expected: 'zaterdag 21 november 2026' },
    { kind: 'a day within the next days', shown: formatWeekday('2026-11-23', { withYear: false }), expected: 'maandag 23 november' },
    { kind: 'a moment', shown: formatMoment(new Date(2026, 10, 21, 14, 5)), expected: '21 november 2026 om 14:05' },
    // a moment from the API names its zone: shown on the Dutch clock, wherever the browser is
    { kind: 'a moment from the API, in UTC', shown: formatMoment('2026-11-21T13:05:00.000Z'), expected: '21 november 2026 om 14:05' },
    { kind: 'a day from the API, of a moment in UTC', shown: formatDay('2026-12-31T23:30:00.000Z'), expected: '1 januari 2027' },
    { kind: 'a month', shown: formatMonth('2026-11-01'), expected: 'november 2026' },
    { kind: 'a month in a span of one year', shown: formatMonth('2026-01-01', { withYear: false }), expected: 'januari' },
    { kind: 'a day on the European card', shown: formatEuropeanCardDate('2026-01-05'), expected: '05/01/2026' },
  ])('$kind: $expected', ({ shown, expected }) => {
    expect(shown).toBe(expected);
  });

  test('no file in src formats a date outside the shared helpers', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => relative(SRC, file).replaceAll('\\', '/'))
      .filter((file) => !file.startsWith(HELPER_FOLDER))
      .flatMap((file) => {
        const text = readFileSync(join(SRC, file), 'utf8');
        return OWN_DATE_FORMATTING.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${file}: ${what}`);
      });
    expect(offenders).toEqual([]);
  });

  test('the scan sees what it looks for', () => {
    const [dateFns, pattern, browser] = OWN_DATE_FORMATTING;
    expect(dateFns!.pattern.test("import { format, parseISO } from 'date-fns';")).toBe(true);
    expect(dateFns!.pattern.test("import { formatISO, parseISO } from 'date-fns';")).toBe(false);
    expect(pattern!.pattern.test("formatThing(value, 'dd-MM-yyyy')")).toBe(true);
    expect(pattern!.pattern.test("x('EEEE d MMMM yyyy')")).toBe(true);
    expect(pattern!.pattern.test("x('MMMM')")).toBe(true);
    expect(pattern!.pattern.test('// typed as dd-MM-yyyy')).toBe(false);
    expect(browser!.pattern.test('date.toLocaleDateString()')).toBe(true);
  });
});
