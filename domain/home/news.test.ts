import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type NewsText, newsTextSegments, visibleNewsTexts } from './news';

const now = new Date(2025, 5, 15, 12, 0);
const news = (id: string, overrides: Partial<NewsText> = {}): NewsText => ({
  id,
  text: `Nieuws ${id}`,
  url: null,
  hyperlinkSubstring: null,
  startDate: null,
  endDate: null,
  language: 'nl-NL',
  ...overrides,
});

describe('visible news texts', () => {
  // "News text: id, text, url, hyperlinkSubstring, startDate, endDate, language."
  test.for([
    { name: 'no dates', item: news('1'), language: 'nl-NL', shown: true },
    { name: 'started this morning', item: news('1', { startDate: '2025-06-15T08:00:00' }), language: 'nl-NL', shown: true },
    { name: 'starts this evening', item: news('1', { startDate: '2025-06-15T18:00:00' }), language: 'nl-NL', shown: false },
    { name: 'ends at 23:59 today', item: news('1', { endDate: '2025-06-15T23:59:00' }), language: 'nl-NL', shown: true },
    { name: 'ended this morning', item: news('1', { endDate: '2025-06-15T08:00:00' }), language: 'nl-NL', shown: false },
    { name: 'a bare end date lasts the whole day', item: news('1', { endDate: '2025-06-15' }), language: 'nl-NL', shown: true },
    { name: 'ended yesterday', item: news('1', { endDate: '2025-06-14' }), language: 'nl-NL', shown: false },
    { name: 'another language', item: news('1', { language: 'en-US' }), language: 'nl-NL', shown: false },
    { name: 'English for an English user', item: news('1', { language: 'en-US' }), language: 'en-US', shown: true },
    { name: 'language by its primary subtag', item: news('1', { language: 'nl' }), language: 'nl-NL', shown: true },
  ])('$name: shown $shown', ({ item, language, shown }) => {
    expect(visibleNewsTexts([item], now, language)).toEqual(shown ? [item] : []);
  });
});

describe('news text segments', () => {
  test.for([
    {
      name: 'a link in the middle',
      item: { text: 'Lees meer over de app op de site.', url: 'https://x.nl/app', hyperlinkSubstring: 'de app' },
      segments: [
        { kind: 'text', text: 'Lees meer over ' },
        { kind: 'link', text: 'de app', url: 'https://x.nl/app' },
        { kind: 'text', text: ' op de site.' },
      ],
    },
    {
      name: 'a link at the end',
      item: { text: 'Nieuw. Bekijk de vergoedingen', url: 'https://x.nl', hyperlinkSubstring: 'Bekijk de vergoedingen' },
      segments: [
        { kind: 'text', text: 'Nieuw. ' },
        { kind: 'link', text: 'Bekijk de vergoedingen', url: 'https://x.nl' },
      ],
    },
    {
      name: 'markup stays text',
      item: { text: 'Onderhoud <script>alert(1)</script> vannacht', url: null, hyperlinkSubstring: null },
      segments: [{ kind: 'text', text: 'Onderhoud <script>alert(1)</script> vannacht' }],
    },
    {
      name: 'substring not in the text',
      item: { text: 'Gesloten op tweede kerstdag', url: 'https://x.nl', hyperlinkSubstring: 'Lees meer' },
      segments: [{ kind: 'text', text: 'Gesloten op tweede kerstdag' }],
    },
    {
      name: 'a data: link stays text (issue 13: only http(s) or relative reaches href)',
      item: { text: 'Lees meer', url: 'data:text/html,<script>alert(1)</script>', hyperlinkSubstring: 'Lees meer' },
      segments: [{ kind: 'text', text: 'Lees meer' }],
    },
    {
      name: 'a javascript: link stays text',
      item: { text: 'Nieuw. Lees meer', url: ' javascript:alert(1)', hyperlinkSubstring: 'Lees meer' },
      segments: [{ kind: 'text', text: 'Nieuw. Lees meer' }],
    },
    {
      name: 'a relative link is kept',
      item: { text: 'Lees meer', url: '/berichtenbox', hyperlinkSubstring: 'Lees meer' },
      segments: [{ kind: 'link', text: 'Lees meer', url: '/berichtenbox' }],
    },
    {
      name: 'a substring but no url',
      item: { text: 'Lees meer', url: null, hyperlinkSubstring: 'Lees meer' },
      segments: [{ kind: 'text', text: 'Lees meer' }],
    },
  ])('$name', ({ item, segments }) => {
    expect(newsTextSegments(item.text, item.hyperlinkSubstring, item.url)).toEqual(segments);
  });

  test('property: the segments spell the text, with at most one link', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.option(fc.constantFrom('https://www.example.nl', 'https://x.nl/app?a=1')), (before, link, after, url) => {
        const segments = newsTextSegments(`${before}${link}${after}`, link, url);
        expect(segments.map((segment) => segment.text).join('')).toBe(`${before}${link}${after}`);
        expect(segments.filter((segment) => segment.kind === 'link').length).toBeLessThanOrEqual(1);
        expect(segments.every((segment) => segment.text !== '')).toBe(true);
      }),
    );
  });
});
