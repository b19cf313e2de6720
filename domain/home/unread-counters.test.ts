import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { countersAfterMessageRead, isPublishedWithinUnreadWindow, sixMonthsAgoDateOnly } from './unread-counters';

const today = new Date(2025, 7, 31, 14); // 31 August 2025

describe('unread counters', () => {
  // "Marking a message read decrements the unread counter, and also the 6-month counter when published within 6 months."
  test.for([
    { name: 'recent unread', publicationDate: '2025-08-01T07:30:00', hasBeenRead: false, before: [3, 2], after: [2, 1] },
    { name: 'published exactly six months ago', publicationDate: '2025-02-28T23:00:00', hasBeenRead: false, before: [3, 2], after: [2, 1] },
    { name: 'a day older than six months', publicationDate: '2025-02-27', hasBeenRead: false, before: [3, 2], after: [2, 2] },
    // the server counts the day it was published in the Netherlands: 00:30 on 28 February there, still 27 February in UTC
    { name: 'published at 00:30 Dutch time on the window\'s first day', publicationDate: '2025-02-27T23:30:00.000Z', hasBeenRead: false, before: [3, 2], after: [2, 1] },
    { name: 'published at 23:30 Dutch time the day before', publicationDate: '2025-02-27T22:30:00.000Z', hasBeenRead: false, before: [3, 2], after: [2, 2] },
    { name: 'already read', publicationDate: '2025-08-01', hasBeenRead: true, before: [3, 2], after: [3, 2] },
    { name: 'counters already 0', publicationDate: '2025-08-01', hasBeenRead: false, before: [0, 0], after: [0, 0] },
  ])('$name: $before → $after', ({ publicationDate, hasBeenRead, before, after }) => {
    const [unread, unreadLast6Months] = before as [number, number];
    const result = countersAfterMessageRead({ unread, unreadLast6Months }, { publicationDate, hasBeenRead }, today);
    expect([result.unread, result.unreadLast6Months]).toEqual(after);
  });

  // GET Document/GetUnreadDocumentCount "optional dateOnly (date six months ago)"
  test.for([
    { today: new Date(2025, 7, 31, 14), dateOnly: '2025-02-28' },
    { today: new Date(2025, 0, 15), dateOnly: '2024-07-15' },
    { today: new Date(2024, 7, 31), dateOnly: '2024-02-29' },
  ])('six months before $today is $dateOnly', ({ today: day, dateOnly }) => {
    expect(sixMonthsAgoDateOnly(day)).toBe(dateOnly);
  });

  const anyDay = fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true });

  test('property: counters never go negative and drop by at most one', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5 }), fc.nat({ max: 5 }), anyDay, fc.boolean(), anyDay, (unread, recent, published, hasBeenRead, day) => {
        const publicationDate = published.toISOString();
        const result = countersAfterMessageRead({ unread, unreadLast6Months: recent }, { publicationDate, hasBeenRead }, day);
        expect(result.unread).toBeGreaterThanOrEqual(0);
        expect(result.unreadLast6Months).toBeGreaterThanOrEqual(0);
        expect(unread - result.unread).toBeLessThanOrEqual(1);
        expect(recent - result.unreadLast6Months).toBeLessThanOrEqual(1);
      }),
    );
  });

  test('property: the window agrees with the dateOnly sent to the server', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (published, day) => {
        const publishedDay = `${published.getFullYear()}-${String(published.getMonth() + 1).padStart(2, '0')}-${String(published.getDate()).padStart(2, '0')}`;
        expect(isPublishedWithinUnreadWindow(publishedDay, day)).toBe(publishedDay >= sixMonthsAgoDateOnly(day));
      }),
    );
  });
});
