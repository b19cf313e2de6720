import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isWorkingDay, parseCalendarDate } from '../calendar';
import { type OpeningHours, nextAvailableDate, openingHoursOfWeek, openingHoursOn } from './opening-hours';

/** Monday (1) to Friday (5), 08:00 to 17:30, as the contact centre publishes it. */
const weekdays: OpeningHours[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '08:00', endTime: '17:30' }));

describe('opening hours of the week', () => {
  // "openingHoursOfWeek (dayOfWeek, startTime, endTime)"; "Dutch public holidays for 2024 to 2047 are built in"
  test('the Easter week marks Good Friday and both Easter days', () => {
    const week = openingHoursOfWeek(weekdays, new Date(2025, 3, 16)); // Wednesday 16 April 2025
    expect(week.map((day) => [day.date, day.isOpen, day.publicHoliday, day.isToday])).toEqual([
      ['2025-04-14', true, null, false],
      ['2025-04-15', true, null, false],
      ['2025-04-16', true, null, true],
      ['2025-04-17', true, null, false],
      ['2025-04-18', false, 'Goede Vrijdag', false],
      ['2025-04-19', false, null, false],
      ['2025-04-20', false, 'Eerste Paasdag', false],
    ]);
    expect(week[4]?.openingHours).toEqual({ startTime: '08:00', endTime: '17:30' });
    expect(week[5]?.openingHours).toBeNull();
  });

  test('Sunday as 0 or 7', () => {
    const sundays = [0, 7].map((dayOfWeek) => openingHoursOfWeek([{ dayOfWeek, startTime: '10:00', endTime: '14:00' }], new Date(2025, 5, 18)));
    for (const week of sundays) expect(week.map((day) => day.isOpen)).toEqual([false, false, false, false, false, false, true]);
  });
});

describe('opening hours on a day', () => {
  test.for([
    { name: 'a Tuesday', date: new Date(2025, 5, 3, 20), hours: { startTime: '08:00', endTime: '17:30' } },
    { name: 'a Saturday', date: new Date(2025, 5, 7), hours: null },
    { name: 'Whit Monday', date: new Date(2025, 5, 9), hours: null },
  ])('$name: $hours', ({ date, hours }) => {
    expect(openingHoursOn({ openingHoursOfWeek: weekdays }, date)).toEqual(hours);
  });

  test('property: open on a day of the week exactly when that day is marked open', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2024, 0, 1), max: new Date(2047, 11, 31), noInvalidDate: true }), (date) => {
        const marked = openingHoursOfWeek(weekdays, date).find((day) => day.isToday);
        expect(openingHoursOn({ openingHoursOfWeek: weekdays }, date) !== null).toBe(marked?.isOpen);
      }),
    );
  });
});

describe('next available date', () => {
  test.for([
    { name: 'Tuesday morning', now: new Date(2025, 5, 3, 9, 0), date: '2025-06-03' },
    { name: 'Tuesday after closing', now: new Date(2025, 5, 3, 17, 30), date: '2025-06-04' },
    { name: 'Friday evening', now: new Date(2025, 5, 6, 20, 0), date: '2025-06-10' }, // Monday 9 June is Whit Monday
    { name: 'Christmas Eve evening', now: new Date(2025, 11, 24, 18, 0), date: '2025-12-29' },
    { name: "King's Day on Saturday 26 April 2025", now: new Date(2025, 3, 25, 18, 0), date: '2025-04-28' },
  ])('$name: $date', ({ now, date }) => {
    expect(nextAvailableDate(weekdays, now)?.availableDate).toBe(date);
  });

  test('no opening hours at all', () => {
    expect(nextAvailableDate([], new Date(2025, 5, 3))).toBeNull();
  });

  test('property: with weekday hours, the next available date is a working day, today or later', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2024, 0, 1), max: new Date(2047, 11, 20), noInvalidDate: true }), (now) => {
        const next = nextAvailableDate(weekdays, now);
        const date = parseCalendarDate(next?.availableDate ?? '');
        expect(date).not.toBeNull();
        expect(isWorkingDay(date!)).toBe(true);
        expect(next!.availableDate >= openingHoursOfWeek(weekdays, now).find((day) => day.isToday)!.date).toBe(true);
      }),
    );
  });
});
