import { parseISO } from 'date-fns';
import { dutchWallClock } from './dutch-time';

/** A moment that names its zone: 'Z' or an offset after the time ('2026-01-01T07:30:00.000Z', '…T08:30:00+01:00'). */
const NAMES_ITS_ZONE = /T[\d:.]+(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * A day or moment from the API as the day rules read it: a day ('2026-01-01') is that day; a moment that names its
 * zone is the Netherlands' wall clock at that instant, so a message published at 00:30 on New Year's Day in Amsterdam
 * is of the new year for a user in Los Angeles too (where it is still 31 December); a moment without a zone is
 * Dutch already. Kept apart from `dutchWallClock`'s module, which the first screen loads: only later screens need it.
 */
export function dutchDateOf(value: string): Date {
  return NAMES_ITS_ZONE.test(value) ? dutchWallClock(new Date(value)) : parseISO(value);
}
