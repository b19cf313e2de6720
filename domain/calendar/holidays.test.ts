import Holidays from 'date-holidays';
import { describe, expect, test } from 'vitest';
import {
  PUBLIC_HOLIDAYS_FIRST_YEAR,
  PUBLIC_HOLIDAYS_LAST_YEAR,
  dutchPublicHolidays,
  easterSunday,
  isDutchPublicHoliday,
  type DutchPublicHolidayName,
} from './holidays';

const YEARS = Array.from(
  { length: PUBLIC_HOLIDAYS_LAST_YEAR - PUBLIC_HOLIDAYS_FIRST_YEAR + 1 },
  (_, index) => ({ year: PUBLIC_HOLIDAYS_FIRST_YEAR + index }),
);

describe('easterSunday (anonymous Gregorian algorithm)', () => {
  // Known Easter dates, including the earliest and latest possible in range.
  test.for([
    { year: 2024, date: '2024-03-31' },
    { year: 2025, date: '2025-04-20' },
    { year: 2026, date: '2026-04-05' },
    { year: 2038, date: '2038-04-25' },
    { year: 2035, date: '2035-03-25' },
    { year: 2047, date: '2047-04-14' },
  ])('$year: $date', ({ year, date }) => {
    const easter = easterSunday(year);
    expect(easter.getDay()).toBe(0);
    expect(dutchPublicHolidays(year).find((holiday) => holiday.name === 'Eerste Paasdag')?.date).toBe(date);
  });
});

describe('dutchPublicHolidays', () => {
  // "Dutch public holidays for 2024 to 2047 are built in (new year, Good
  // Friday, Easter, Easter Monday, King's Day 27 April, Liberation Day 5 May,
  // Ascension, Pentecost and Whit Monday, Christmas days)."
  test('2025, when 27 April is a Sunday', () => {
    expect(dutchPublicHolidays(2025)).toEqual([
      { date: '2025-01-01', name: 'Nieuwjaarsdag' },
      { date: '2025-04-18', name: 'Goede Vrijdag' },
      { date: '2025-04-20', name: 'Eerste Paasdag' },
      { date: '2025-04-21', name: 'Tweede Paasdag' },
      { date: '2025-04-26', name: 'Koningsdag' },
      { date: '2025-05-05', name: 'Bevrijdingsdag' },
      { date: '2025-05-29', name: 'Hemelvaartsdag' },
      { date: '2025-06-08', name: 'Eerste Pinksterdag' },
      { date: '2025-06-09', name: 'Tweede Pinksterdag' },
      { date: '2025-12-25', name: 'Eerste Kerstdag' },
      { date: '2025-12-26', name: 'Tweede Kerstdag' },
    ]);
  });

  test.for([
    { year: 2024, date: '2024-04-27' },
    { year: 2025, date: '2025-04-26' },
    { year: 2031, date: '2031-04-26' },
    { year: 2036, date: '2036-04-26' },
    { year: 2042, date: '2042-04-26' },
    { year: 2030, date: '2030-04-27' },
  ])("King's Day $year: $date", ({ year, date }) => {
    expect(dutchPublicHolidays(year).find((holiday) => holiday.name === 'Koningsdag')?.date).toBe(date);
  });

  test.for([{ year: 2023 }, { year: 2048 }, { year: 2024.5 }])('"built in for 2024 to 2047": $year has none', ({ year }) => {
    expect(dutchPublicHolidays(year)).toEqual([]);
  });

  test.for(YEARS)('$year: eleven holidays, sorted, on distinct dates in that year', ({ year }) => {
    const holidays = dutchPublicHolidays(year);
    const dates = holidays.map((holiday) => holiday.date);
    expect(holidays).toHaveLength(11);
    expect(new Set(dates).size).toBe(11);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.every((date) => date.startsWith(`${year}-`))).toBe(true);
  });
});

/** date-holidays' NL names mapped to ours. */
const NAME_BY_DATE_HOLIDAYS_NAME: Record<string, DutchPublicHolidayName> = {
  Nieuwjaar: 'Nieuwjaarsdag',
  'Goede Vrijdag': 'Goede Vrijdag',
  Pasen: 'Eerste Paasdag',
  'Tweede paasdag': 'Tweede Paasdag',
  Koningsdag: 'Koningsdag',
  Bevrijdingsdag: 'Bevrijdingsdag',
  Hemelvaartsdag: 'Hemelvaartsdag',
  Pinksteren: 'Eerste Pinksterdag',
  'Tweede pinksterdag': 'Tweede Pinksterdag',
  Kerstmis: 'Eerste Kerstdag',
  'Tweede kerstdag': 'Tweede Kerstdag',
};

describe('dutchPublicHolidays against date-holidays (oracle)', () => {
  const netherlands = new Holidays('NL');

  // date-holidays types most of ours as public; Good Friday and Liberation
  // Day it types otherwise (school), yet the spec lists them, so they are
  // taken by name. Every date-holidays public holiday must be ours too.
  test.for(YEARS)('$year', ({ year }) => {
    const fromOracle = netherlands
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public' || Object.hasOwn(NAME_BY_DATE_HOLIDAYS_NAME, holiday.name))
      .map((holiday) => ({
        date: holiday.date.slice(0, 10),
        name: NAME_BY_DATE_HOLIDAYS_NAME[holiday.name] ?? `unmapped: ${holiday.name}`,
      }))
      .sort((left, right) => left.date.localeCompare(right.date));
    expect(dutchPublicHolidays(year)).toEqual(fromOracle);
  });
});

describe('isDutchPublicHoliday', () => {
  test.for([
    { case: 'Christmas, in the evening', date: new Date(2030, 11, 25, 21, 0), holiday: true },
    { case: "King's Day moved to Saturday", date: new Date(2025, 3, 26), holiday: true },
    { case: "the Sunday it moved from", date: new Date(2025, 3, 27), holiday: false },
    { case: 'an ordinary Tuesday', date: new Date(2025, 5, 10), holiday: false },
    { case: 'New Year outside the built-in years', date: new Date(2048, 0, 1), holiday: false },
  ])('$case', ({ date, holiday }) => {
    expect(isDutchPublicHoliday(date)).toBe(holiday);
  });
});
