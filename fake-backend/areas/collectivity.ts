/**
 * Collectivity contact info (spec 01 §3): phone number, weekly opening hours
 * and the next moment the contact centre is open, computed from the fake
 * clock in Dutch time with the domain's rule (weekends and Dutch public
 * holidays are closed).
 */
import { Router } from 'express';
import { parseCalendarDate } from '../../domain/calendar';
import { nextAvailableDate as domainNextAvailableDate, type OpeningHours } from '../../domain/home';
import { dutchTime } from '../clock';
import type { Context } from '../context';

export const CONTACT_PHONE_NUMBER = '088 123 45 67';

/** Monday (1) to Friday (5); the centre is closed at weekends. */
export const OPENING_HOURS_OF_WEEK: OpeningHours[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '08:00',
  endTime: '17:30',
}));

/**
 * @param today Dutch date 'yyyy-MM-dd'
 * @param timeNow Dutch time 'HH:mm'
 */
export function nextAvailableDate(today: string, timeNow: string) {
  const [hours = 0, minutes = 0] = timeNow.split(':').map(Number);
  const date = parseCalendarDate(today);
  if (!date) throw new RangeError(`nextAvailableDate: invalid date ${today}`);
  // the domain reads the wall-clock fields of a local Date
  date.setHours(hours, minutes, 0, 0);
  return domainNextAvailableDate(OPENING_HOURS_OF_WEEK, date);
}

export function collectivityRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/collectivity', (_req, res) => {
    res.json({
      phoneNumber: CONTACT_PHONE_NUMBER,
      isDefaultHours: true,
      openingHoursOfWeek: OPENING_HOURS_OF_WEEK,
      nextAvailableDate: nextAvailableDate(ctx.clock.today(), dutchTime(ctx.clock.nowDate())),
    });
  });
  return router;
}
