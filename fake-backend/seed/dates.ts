/**
 * Calendar arithmetic on 'yyyy-MM-dd' strings (UTC, no time-zone surprises);
 * every date in the seed is derived from the `today` passed in.
 */
const toDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** Adds months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  const wantedDay = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(wantedDay, lastDay));
  return toDay(date);
}

export function addYears(day: string, years: number): string {
  return addMonths(day, years * 12);
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

export function monthOf(day: string): number {
  return Number(day.slice(5, 7));
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function lastOfMonth(day: string): string {
  return addDays(addMonths(firstOfMonth(day), 1), -1);
}

/** A birth date that makes someone exactly `age` on `today` (birthday `daysPastBirthday` ago). */
export function birthDateForAge(today: string, age: number, daysPastBirthday: number): string {
  return addDays(addYears(today, -age), -daysPastBirthday);
}

/** ISO timestamp (UTC) of a day at a time 'HH:mm'. */
export function timestamp(day: string, time = '09:00'): string {
  return `${day}T${time}:00.000Z`;
}

const DUTCH_MONTHS = [
  'januari', 'februari', 'maart', 'april', 'mei', 'juni',
  'juli', 'augustus', 'september', 'oktober', 'november', 'december',
];

/** 'januari 2026' */
export function dutchMonthYear(day: string): string {
  return `${DUTCH_MONTHS[monthOf(day) - 1]} ${yearOf(day)}`;
}

/** A premium period in words: 'januari 2026' for a month, 'januari t/m maart 2026' for a longer one within a year, 'december 2026 t/m februari 2027' across years. */
export function dutchPeriod(start: string, end: string): string {
  if (start.slice(0, 7) === end.slice(0, 7)) return dutchMonthYear(start);
  const from = yearOf(start) === yearOf(end) ? DUTCH_MONTHS[monthOf(start) - 1] : dutchMonthYear(start);
  return `${from} t/m ${dutchMonthYear(end)}`;
}

export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(toDate(value)) === value;
}
