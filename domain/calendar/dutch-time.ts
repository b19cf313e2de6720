/** The insurer's zone: its days, years and opening hours are the Netherlands', wherever the insured person is. */
export const DUTCH_TIME_ZONE = 'Europe/Amsterdam';

// made on first use: building a formatter costs more than formatting, and the first paint never asks
let dutchFormat: Intl.DateTimeFormat | undefined;

/** Amsterdam's year, month, day, hours, minutes and seconds at `instant`. Throws a RangeError on an invalid Date. */
function dutchFieldsOf(instant: Date): [year: number, month: number, day: number, hour: number, minute: number, second: number] {
  // Swedish writes a moment year first and in 24 hours, as ISO 8601 does: '2026-12-31 23:59:59'
  dutchFormat ??= new Intl.DateTimeFormat('sv-SE', { timeZone: DUTCH_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
  return dutchFormat.format(instant).match(/\d+/g)!.map(Number) as ReturnType<typeof dutchFieldsOf>;
}

/**
 * The Netherlands' wall-clock time at `instant` to the second, as a Date whose local year, month, day, hours, minutes
 * and seconds are Amsterdam's. The day rules read a Date's local fields, so this is what they take: a user abroad is
 * judged on the Netherlands' day, as the backend judges them, and sees the contact centre's Dutch hours. Only its
 * fields count: read as an instant it is off by the zones' difference (and in the machine zone's own spring-forward
 * gap, where that local time does not exist, Date moves it an hour on).
 */
export function dutchWallClock(instant: Date): Date {
  const [year, month, day, hour, minute, second] = dutchFieldsOf(instant);
  return new Date(year, month - 1, day, hour, minute, second);
}

/** The day in the Netherlands at `instant`, as a Date at the machine's midnight of that day. */
export function dutchDay(instant: Date): Date {
  const [year, month, day] = dutchFieldsOf(instant);
  return new Date(year, month - 1, day);
}
