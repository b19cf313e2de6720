import { collectivityFx, collectivityRequested } from '@/entities/collectivity';
import { readSessionFx } from '@/entities/session';
import { navigationBegan, routes } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $nextAvailable, $replyBy, $upcomingHolidays, $week } from './contact-page';

const CONTACT_INFO = {
  phoneNumber: '088 123 45 67',
  isDefaultHours: true,
  openingHoursOfWeek: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '08:00', endTime: '17:30' })),
  nextAvailableDate: { availableDate: '2026-04-07', openingHours: { startTime: '08:00', endTime: '17:30' } },
};

async function openedAt(now: Date) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  const scope = fork({ handlers: [[readSessionFx, () => null], [collectivityFx, () => CONTACT_INFO]] });
  await allSettled(routes.contact.opened, { scope, params: { params: {}, query: {} } });
  return scope;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the contact page in a forked scope', () => {
  test('Easter week: Good Friday and Easter Monday closed, the next available date from the API', async () => {
    // Thursday 2 April 2026, after closing time; holidays listed up to 8 weeks ahead (28 May)
    const scope = await openedAt(new Date(2026, 3, 2, 18, 0));
    expect(scope.getState($week).map((day) => [day.date, day.isOpen, day.publicHoliday])).toEqual([
      ['2026-03-30', true, null],
      ['2026-03-31', true, null],
      ['2026-04-01', true, null],
      ['2026-04-02', true, null],
      ['2026-04-03', false, 'Goede Vrijdag'],
      ['2026-04-04', false, null],
      ['2026-04-05', false, 'Eerste Paasdag'],
    ]);
    expect(scope.getState($nextAvailable)).toMatchObject({ availableDate: '2026-04-07', isToday: false });
    // "Contact replies within 5 working days": Good Friday and Easter Monday do not count
    expect(scope.getState($replyBy)?.toDateString()).toBe(new Date(2026, 3, 13).toDateString());
    expect(scope.getState($upcomingHolidays).map((holiday) => holiday.name)).toEqual([
      'Goede Vrijdag', 'Eerste Paasdag', 'Tweede Paasdag', 'Koningsdag', 'Bevrijdingsdag', 'Hemelvaartsdag', 'Eerste Pinksterdag', 'Tweede Pinksterdag',
    ]);
  });

  // issue 19, "no request made twice": the start asks for the contact info after the first paint, and the query's cache
  // keeps that answer for one navigation (farfetched's `cache`, purged when a new navigation begins)
  test.each([
    { case: 'a visit that begins on the contact page: the start just asked, the page takes that answer', navigatedSince: false, calls: 1 },
    { case: 'the page opened later in the visit: it asks for the contact info as it is now', navigatedSince: true, calls: 2 },
  ])('$case', async ({ navigatedSince, calls }) => {
    vi.useFakeTimers({ now: new Date(2026, 3, 2, 10, 0), toFake: ['Date'] });
    const asked: unknown[] = [];
    const scope = fork({
      handlers: [
        [readSessionFx, () => null],
        [collectivityFx, () => (asked.push(1), CONTACT_INFO)],
      ],
    });
    await allSettled(collectivityRequested, { scope });
    if (navigatedSince) await allSettled(navigationBegan, { scope });
    await allSettled(routes.contact.opened, { scope, params: { params: {}, query: {} } });
    expect(asked).toHaveLength(calls);
    expect(scope.getState($nextAvailable)).toMatchObject({ availableDate: '2026-04-07' });
  });
});
