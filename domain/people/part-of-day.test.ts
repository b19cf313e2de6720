import fc from 'fast-check';
import { expect, test } from 'vitest';
import { partOfDay } from './part-of-day';

// "Home texts include a greeting by time of day": night 0–6, morning 6–12,
// afternoon 12–18, evening 18–24 (local time).
test.for([
  { time: '00:00', hours: 0, minutes: 0, expected: 'night' },
  { time: '05:59', hours: 5, minutes: 59, expected: 'night' },
  { time: '06:00', hours: 6, minutes: 0, expected: 'morning' },
  { time: '11:59', hours: 11, minutes: 59, expected: 'morning' },
  { time: '12:00', hours: 12, minutes: 0, expected: 'afternoon' },
  { time: '17:59', hours: 17, minutes: 59, expected: 'afternoon' },
  { time: '18:00', hours: 18, minutes: 0, expected: 'evening' },
  { time: '23:59', hours: 23, minutes: 59, expected: 'evening' },
] as const)('$time is $expected', ({ hours, minutes, expected }) => {
  expect(partOfDay(new Date(2025, 5, 15, hours, minutes))).toBe(expected);
});

test('only the hour matters', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hours, minutes) => {
      expect(partOfDay(new Date(2025, 0, 1, hours, minutes))).toBe(partOfDay(new Date(2030, 6, 9, hours, 0)));
    }),
  );
});
