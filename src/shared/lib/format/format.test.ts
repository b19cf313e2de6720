import { describe, expect, test } from 'vitest';
import { formatEuros, formatFileSize, formatFileTypes, formatHoursAndMinutes, formatMoney } from '.';

describe('formatMoney: "currency EUR, formatted nl-NL"', () => {
  test.for([
    { amount: 1234.5, shown: '€ 1.234,50' },
    { amount: 0, shown: '€ 0,00' },
    { amount: -25, shown: '€ -25,00' },
  ])('$amount is shown as $shown', ({ amount, shown }) => {
    expect(formatMoney(amount).replace(/\u00a0/g, ' ')).toBe(shown);
  });
});

describe('formatEuros: whole euros without cents, as an own-risk option reads (issue 33 point 8)', () => {
  test.for([
    { amount: 100, shown: '€ 100' },
    { amount: 485, shown: '€ 485' },
    { amount: 1885, shown: '€ 1.885' },
    { amount: 12.5, shown: '€ 12,50' },
  ])('$amount is shown as $shown', ({ amount, shown }) => {
    expect(formatEuros(amount).replace(/\u00a0/g, ' ')).toBe(shown);
  });
});

describe('formatFileSize', () => {
  test.for([
    { bytes: 200, text: '1 kB' },
    { bytes: 840 * 1024, text: '840 kB' },
    { bytes: 2.4 * 1024 * 1024, text: '2,4 MB' },
    { bytes: 20 * 1024 * 1024, text: '20 MB' },
  ])('$bytes bytes is "$text"', ({ bytes, text }) => {
    expect(formatFileSize(bytes).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('formatFileTypes: a form\'s hint lists every type its domain list takes', () => {
  test.for([
    { extensions: ['pdf'], text: 'pdf' },
    { extensions: ['pdf', 'jpg'], text: 'pdf en jpg' },
    { extensions: ['pdf', 'jpg', 'jpeg', 'tiff'], text: 'pdf, jpg, jpeg en tiff' },
  ])('$extensions is "$text"', ({ extensions, text }) => {
    expect(formatFileTypes(extensions)).toBe(text);
  });
});

describe('formatHoursAndMinutes: a care time via date-fns formatDuration with the nl locale (issue 33 point 14)', () => {
  test.for([
    { hours: 3, minutes: 30, shown: '3 uur 30 minuten' },
    { hours: 1, minutes: 1, shown: '1 uur een minuut' }, // date-fns' Dutch says one minute in words,
    { hours: 2, minutes: 0, shown: '2 uur' },
    { hours: 0, minutes: 45, shown: '45 minuten' },
    { hours: 0, minutes: 0, shown: '0 minuten' },
  ])('$hours h $minutes min is shown as $shown', ({ hours, minutes, shown }) => {
    expect(formatHoursAndMinutes({ hours, minutes })).toBe(shown);
  });
});
