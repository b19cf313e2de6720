import { describe, expect, test } from 'vitest';
import { dutchDateOf } from './dutch-date-of';
import { dutchDay, dutchWallClock } from './dutch-time';

/** a Date's local fields as 'yyyy-MM-dd HH:mm:ss.SSS' (the wall clock keeps whole seconds, not rounded up) */
function localFields(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

// Instants as the world writes them, and the Netherlands' wall clock then. The assertions read the result's local
// fields, so they hold in whatever zone the machine is set to (CI runs in UTC, where the two differ all year).
const MOMENTS = [
  { moment: 'the last second of the year, winter time', instant: '2026-12-31T22:59:59.750Z', dutch: '2026-12-31 23:59:59.000' },
  { moment: 'New Year in the Netherlands, UTC still in the old year', instant: '2026-12-31T23:00:00.000Z', dutch: '2027-01-01 00:00:00.000' },
  { moment: 'New Year in the Netherlands, evening of 31 December in Los Angeles', instant: '2026-12-31T20:30:00.000-08:00', dutch: '2027-01-01 05:30:00.000' },
  { moment: 'Kiritimati already in 2 January', instant: '2027-01-02T00:30:00.000+14:00', dutch: '2027-01-01 11:30:00.000' },
  { moment: 'the minute before the clocks go forward', instant: '2027-03-28T00:59:00.000Z', dutch: '2027-03-28 01:59:00.000' },
  { moment: 'the clocks go forward: 02:00 becomes 03:00', instant: '2027-03-28T01:00:00.000Z', dutch: '2027-03-28 03:00:00.000' },
  { moment: 'summer time, 1 July in the Netherlands while UTC is in 30 June', instant: '2027-06-30T22:30:00.000Z', dutch: '2027-07-01 00:30:00.000' },
  { moment: 'the clocks go back, the first 02:30', instant: '2027-10-31T00:30:00.000Z', dutch: '2027-10-31 02:30:00.000' },
  { moment: 'the clocks go back, the second 02:30', instant: '2027-10-31T01:30:00.000Z', dutch: '2027-10-31 02:30:00.000' },
  { moment: 'a leap day begins', instant: '2028-02-28T23:15:00.000Z', dutch: '2028-02-29 00:15:00.000' },
];

describe('dutchWallClock: the Netherlands\' wall-clock time of an instant, in a Date\'s local fields', () => {
  test.for(MOMENTS)('$moment', ({ instant, dutch }) => {
    expect(localFields(dutchWallClock(new Date(instant)))).toBe(dutch);
  });

  test('an invalid Date is refused, not turned into a day', () => {
    expect(() => dutchWallClock(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('dutchDay: the day in the Netherlands of an instant, at the machine\'s midnight', () => {
  test.for(MOMENTS)('$moment', ({ instant, dutch }) => {
    expect(localFields(dutchDay(new Date(instant)))).toBe(`${dutch.slice(0, 10)} 00:00:00.000`);
  });
});

describe('dutchDateOf: a day or moment from the API, read as the day rules read it', () => {
  test.for([
    { case: 'a moment in UTC: the Dutch wall clock', value: '2026-12-31T23:30:00.000Z', dutch: '2027-01-01 00:30:00.000' },
    { case: 'a moment with an offset', value: '2026-12-31T20:30:00-08:00', dutch: '2027-01-01 05:30:00.000' },
    { case: 'a moment with an offset without a colon', value: '2027-07-01T00:30:00+0200', dutch: '2027-07-01 00:30:00.000' },
    { case: 'a day: that day, whatever the zone', value: '2027-01-01', dutch: '2027-01-01 00:00:00.000' },
    { case: 'a moment without a zone: Dutch already', value: '2027-01-01T00:30:00', dutch: '2027-01-01 00:30:00.000' },
  ])('$case', ({ value, dutch }) => {
    expect(localFields(dutchDateOf(value))).toBe(dutch);
  });
});
