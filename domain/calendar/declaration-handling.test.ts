import { format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { declarationHandledByDate } from './working-days';

const day = (date: Date) => format(date, 'yyyy-MM-dd (EEE)');

describe('declarationHandledByDate', () => {
  // "Claims: … processing within 10 working days" (spec 02 §9); weekends and
  // Dutch public holidays are non-working days (spec 02 §5).
  test.for([
    { case: 'an ordinary fortnight: two weekends skipped', received: new Date(2026, 5, 1), handledBy: '2026-06-15 (Mon)' },
    { case: 'received on a Saturday counts from the Monday', received: new Date(2026, 5, 6), handledBy: '2026-06-19 (Fri)' },
    // Easter 2026: Good Friday 3 April, Easter Monday 6 April
    { case: 'across Easter (Good Friday and Easter Monday)', received: new Date(2026, 2, 30), handledBy: '2026-04-15 (Wed)' },
    // King's Day 2026 is Monday 27 April
    { case: "across King's Day", received: new Date(2026, 3, 20), handledBy: '2026-05-06 (Wed)' },
    // 2026: King's Day (Mon 27 April) and Liberation Day (Tue 5 May) both inside
    { case: "across King's Day and Liberation Day", received: new Date(2026, 3, 24), handledBy: '2026-05-12 (Tue)' },
    // Christmas 2026: Friday 25 and Saturday 26 December; New Year Friday 1 January 2027
    { case: 'across Christmas and New Year', received: new Date(2026, 11, 18), handledBy: '2027-01-05 (Tue)' },
    // 2025: King's Day is on Saturday 26 April (27 April is a Sunday): no extra day off
    { case: "King's Day 2025 on a Saturday", received: new Date(2025, 3, 22), handledBy: '2025-05-07 (Wed)' },
  ])('$case', ({ received, handledBy }) => {
    expect(day(declarationHandledByDate(received))).toBe(handledBy);
  });
});
