import { isBefore, startOfDay, subMonths } from 'date-fns';
import { dutchDateOf, formatSubmittedDate } from '../calendar';

/** "Unread documents window 6 months" (spec 01 §9) */
export const UNREAD_DOCUMENTS_WINDOW_MONTHS = 6;

export interface UnreadCounters {
  unread: number;
  unreadLast6Months: number;
}

/**
 * The `dateOnly` of GET Document/GetUnreadDocumentCount: the date six months
 * ago, yyyy-MM-dd. Documents published on that day or later count as recent.
 */
export function sixMonthsAgoDateOnly(today: Date): string {
  return formatSubmittedDate(subMonths(today, UNREAD_DOCUMENTS_WINDOW_MONTHS));
}

/** Published (on the Dutch day, as the server counts) on or after the day six months ago (the same day as sixMonthsAgoDateOnly). */
export function isPublishedWithinUnreadWindow(publicationDate: string, today: Date): boolean {
  const windowStart = startOfDay(subMonths(today, UNREAD_DOCUMENTS_WINDOW_MONTHS));
  return !isBefore(startOfDay(dutchDateOf(publicationDate)), windowStart);
}

/**
 * "Marking a message read decrements the unread counter, and also the
 * 6-month counter when published within 6 months." (spec 01 §4) A message
 * that was already read changes nothing; counters never go below 0.
 */
export function countersAfterMessageRead(
  counters: UnreadCounters,
  message: { publicationDate: string; hasBeenRead: boolean },
  today: Date,
): UnreadCounters {
  if (message.hasBeenRead) return counters;
  const isRecent = isPublishedWithinUnreadWindow(message.publicationDate, today);
  return {
    unread: Math.max(0, counters.unread - 1),
    unreadLast6Months: isRecent ? Math.max(0, counters.unreadLast6Months - 1) : counters.unreadLast6Months,
  };
}
