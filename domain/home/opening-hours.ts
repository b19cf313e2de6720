import { addDays, getISODay, startOfISOWeek } from 'date-fns';
import { type DutchPublicHolidayName, dutchPublicHolidays, formatSubmittedDate } from '../calendar';

/**
 * "Collectivity contact info: phoneNumber, isDefaultHours, openingHoursOfWeek
 * (dayOfWeek, startTime, endTime), nextAvailableDate (availableDate,
 * openingHours)." (spec 01 §3) dayOfWeek is read as ISO (1 Monday … 7
 * Sunday, as the fake backend serves it); 0 is also taken as Sunday, the
 * .NET DayOfWeek reading, which agrees on Monday to Saturday.
 */
export interface OpeningHours {
  dayOfWeek: number;
  /** HH:mm (seconds tolerated) */
  startTime: string;
  endTime: string;
}

/** A type alias, not an interface, so it can be handed to i18n as interpolation values. */
export type OpeningTimes = {
  startTime: string;
  endTime: string;
};

export interface OpeningDay {
  /** yyyy-MM-dd */
  date: string;
  /** ISO: 1 Monday … 7 Sunday */
  dayOfWeek: number;
  /** the regular hours of that weekday; null: closed that weekday */
  openingHours: OpeningTimes | null;
  /** the Dutch public holiday on that date, when there is one: the centre is closed then */
  publicHoliday: DutchPublicHolidayName | null;
  isOpen: boolean;
  isToday: boolean;
}

function isoDayOf(dayOfWeek: number): number {
  return dayOfWeek === 0 ? 7 : dayOfWeek;
}

function hoursOn(week: readonly OpeningHours[], date: Date): OpeningTimes | null {
  const hours = week.find((entry) => isoDayOf(entry.dayOfWeek) === getISODay(date));
  return hours ? { startTime: hours.startTime, endTime: hours.endTime } : null;
}

function publicHolidayOn(date: Date): DutchPublicHolidayName | null {
  const day = formatSubmittedDate(date);
  return dutchPublicHolidays(date.getFullYear()).find((holiday) => holiday.date === day)?.name ?? null;
}

function openingDay(week: readonly OpeningHours[], date: Date, today: Date): OpeningDay {
  const openingHours = hoursOn(week, date);
  const publicHoliday = publicHolidayOn(date);
  const day = formatSubmittedDate(date);
  return {
    date: day,
    dayOfWeek: getISODay(date),
    openingHours,
    publicHoliday,
    isOpen: openingHours !== null && publicHoliday === null,
    isToday: day === formatSubmittedDate(today),
  };
}

/**
 * The contact centre's week, Monday to Sunday, around `today`: each day's
 * regular hours, with Dutch public holidays marked (and closed).
 */
export function openingHoursOfWeek(week: readonly OpeningHours[], today: Date): OpeningDay[] {
  const monday = startOfISOWeek(today);
  return Array.from({ length: 7 }, (_, index) => openingDay(week, addDays(monday, index), today));
}

/**
 * The opening hours on a date (e.g. today, for the footer): that weekday's
 * hours, or null when the centre is closed (no hours that weekday, or a Dutch
 * public holiday).
 */
export function openingHoursOn(
  contactInfo: { openingHoursOfWeek: readonly OpeningHours[] },
  date: Date,
): OpeningTimes | null {
  const day = openingDay(contactInfo.openingHoursOfWeek, date, date);
  return day.isOpen ? day.openingHours : null;
}

/** Minutes since midnight of 'HH:mm' or 'HH:mm:ss'. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** How far ahead to look: longer than any run of holidays and weekend days. */
const LOOK_AHEAD_DAYS = 14;

/**
 * The next available date: today when the centre is open today and has not
 * closed yet at `now`, else the first later day with opening hours that is not
 * a public holiday. Null when the week has no opening hours at all.
 */
export function nextAvailableDate(
  week: readonly OpeningHours[],
  now: Date,
): { availableDate: string; openingHours: OpeningTimes } | null {
  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const day = openingDay(week, addDays(now, offset), now);
    if (!day.isOpen || !day.openingHours) continue;
    const nowMinutes = now.getHours() * 60 + now.getMinutes();
    if (offset === 0 && nowMinutes >= minutesOf(day.openingHours.endTime)) continue;
    return { availableDate: day.date, openingHours: day.openingHours };
  }
  return null;
}
