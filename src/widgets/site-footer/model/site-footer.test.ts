import { $collectivity, type CollectivityContactInfo } from '@/entities/collectivity';
import { readClockFx } from '@/shared/lib/clock';
import { routeOpened } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $hoursToday, $today, siteFooterShown } from './site-footer';

/** Weekdays 08:00–20:00, Saturday 10:00–16:00, closed on Sunday (dayOfWeek as ISO: 1 Monday … 7 Sunday). */
const contactInfo: CollectivityContactInfo = {
  phoneNumber: '030 123 45 67',
  isDefaultHours: true,
  openingHoursOfWeek: [
    ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '08:00', endTime: '20:00' })),
    { dayOfWeek: 6, startTime: '10:00', endTime: '16:00' },
  ],
  nextAvailableDate: null,
};

const SATURDAY = new Date(2026, 11, 5, 23, 59);
const SUNDAY = new Date(2026, 11, 6, 0, 1);
const visit = { name: 'home' as const, payload: { params: {}, query: {} } };

describe("the footer's today (the contact centre's hours and the year)", () => {
  test('is read when the footer appears', async () => {
    const scope = fork({ values: [[$collectivity, contactInfo]], handlers: [[readClockFx, () => SATURDAY]] });
    expect(scope.getState($hoursToday)).toBeNull();
    await allSettled(siteFooterShown, { scope });
    expect(scope.getState($today)).toEqual(SATURDAY);
    expect(scope.getState($hoursToday)).toEqual({ startTime: '10:00', endTime: '16:00' });
  });

  test('is read again on the next screen: a portal left open past midnight shows the new day', async () => {
    let now = SATURDAY;
    const scope = fork({ values: [[$collectivity, contactInfo]], handlers: [[readClockFx, () => now]] });
    await allSettled(siteFooterShown, { scope });
    now = SUNDAY;
    await allSettled(routeOpened, { scope, params: visit });
    expect(scope.getState($today)).toEqual(SUNDAY);
    expect(scope.getState($hoursToday)).toBeNull();
  });

  test('is not read while the footer has not appeared (its call and chunk wait for it)', async () => {
    const scope = fork({ values: [[$collectivity, contactInfo]], handlers: [[readClockFx, () => SATURDAY]] });
    await allSettled(routeOpened, { scope, params: visit });
    expect(scope.getState($today)).toBeNull();
  });
});
