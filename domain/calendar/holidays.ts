import { addDays, getDay } from 'date-fns';
import { formatSubmittedDate } from './date-formats';

/** "Dutch public holidays for 2024 to 2047 are built in." */
export const PUBLIC_HOLIDAYS_FIRST_YEAR = 2024;
export const PUBLIC_HOLIDAYS_LAST_YEAR = 2047;

export type DutchPublicHolidayName =
  | 'Nieuwjaarsdag'
  | 'Goede Vrijdag'
  | 'Eerste Paasdag'
  | 'Tweede Paasdag'
  | 'Koningsdag'
  | 'Bevrijdingsdag'
  | 'Hemelvaartsdag'
  | 'Eerste Pinksterdag'
  | 'Tweede Pinksterdag'
  | 'Eerste Kerstdag'
  | 'Tweede Kerstdag';

export interface DutchPublicHoliday {
  /** yyyy-MM-dd */
  date: string;
  name: DutchPublicHolidayName;
}

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher), as local midnight. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day);
}

/**
 * King's Day is 27 April; when that is a Sunday the Netherlands celebrate it
 * on Saturday the 26th (Wet viering Koningsdag; date-holidays NL: "04-27 if
 * sunday then previous saturday"). Happens in 2025, 2031, 2036 and 2042.
 */
function kingsDay(year: number): Date {
  const twentySeventh = new Date(year, 3, 27);
  return getDay(twentySeventh) === 0 ? new Date(year, 3, 26) : twentySeventh;
}

/**
 * The built-in Dutch public holidays of a year, by date: new year, Good
 * Friday, Easter, Easter Monday, King's Day, Liberation Day (5 May, every
 * year), Ascension, Pentecost, Whit Monday and both Christmas days.
 * "Built in for 2024 to 2047": outside those years the list is empty, so
 * only weekends count as non-working days there.
 */
export function dutchPublicHolidays(year: number): DutchPublicHoliday[] {
  if (
    !Number.isInteger(year) ||
    year < PUBLIC_HOLIDAYS_FIRST_YEAR ||
    year > PUBLIC_HOLIDAYS_LAST_YEAR
  ) {
    return [];
  }
  const easter = easterSunday(year);
  const holidays: [Date, DutchPublicHolidayName][] = [
    [new Date(year, 0, 1), 'Nieuwjaarsdag'],
    [addDays(easter, -2), 'Goede Vrijdag'],
    [easter, 'Eerste Paasdag'],
    [addDays(easter, 1), 'Tweede Paasdag'],
    [kingsDay(year), 'Koningsdag'],
    [new Date(year, 4, 5), 'Bevrijdingsdag'],
    [addDays(easter, 39), 'Hemelvaartsdag'],
    [addDays(easter, 49), 'Eerste Pinksterdag'],
    [addDays(easter, 50), 'Tweede Pinksterdag'],
    [new Date(year, 11, 25), 'Eerste Kerstdag'],
    [new Date(year, 11, 26), 'Tweede Kerstdag'],
  ];
  return holidays
    .map(([date, name]) => ({ date: formatSubmittedDate(date), name }))
    // ISO dates sort as plain strings; localeCompare would start the collator (tens of ms on a slow phone's first page)
    .sort((left, right) => (left.date < right.date ? -1 : left.date > right.date ? 1 : 0));
}

/** Holiday dates per year, computed once: working-day arithmetic asks for them a lot. */
const holidayDatesByYear = new Map<number, ReadonlySet<string>>();

function holidayDates(year: number): ReadonlySet<string> {
  let dates = holidayDatesByYear.get(year);
  if (!dates) {
    dates = new Set(dutchPublicHolidays(year).map((holiday) => holiday.date));
    holidayDatesByYear.set(year, dates);
  }
  return dates;
}

/** Whether the local calendar date of `date` is a built-in Dutch public holiday. */
export function isDutchPublicHoliday(date: Date): boolean {
  return holidayDates(date.getFullYear()).has(formatSubmittedDate(date));
}
