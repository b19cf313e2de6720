import { $collectivity, $collectivityFailed, collectivityRequested } from '@/entities/collectivity';
import { $permissions } from '@/entities/session';
import { routes } from '@/shared/routing';
import {
  CONTACT_REPLY_WORKING_DAYS,
  addWorkingDays,
  dutchPublicHolidays,
  formatSubmittedDate,
  openingHoursOfWeek,
  type DutchPublicHoliday,
} from '@portal/domain';
import { addWeeks } from 'date-fns';
import { readClockFx } from '@/shared/lib/clock';
import { attach, combine, createStore, sample } from 'effector';

/** How far ahead the page lists the public holidays on which the centre is closed. */
export const HOLIDAYS_AHEAD_WEEKS = 8;

const readPageClockFx = attach({ effect: readClockFx });
const $now = createStore<Date | null>(null).on(readPageClockFx.doneData, (_, now) => now).reset(routes.contact.closed);

sample({ clock: routes.contact.opened, target: readPageClockFx });
sample({ clock: routes.contact.opened, fn: () => undefined, target: collectivityRequested });

export const $contactInfo = $collectivity;
export const $contactInfoFailed = $collectivityFailed;

/** The contact centre's week, Monday to Sunday, with public holidays marked closed. */
export const $week = combine($contactInfo, $now, (info, now) => (info && now ? openingHoursOfWeek(info.openingHoursOfWeek, now) : []));

/** The next available moment as the API gives it, and whether that is today. */
export const $nextAvailable = combine($contactInfo, $now, (info, now) => {
  const next = info?.nextAvailableDate ?? null;
  if (!next || !now) return null;
  return { ...next, isToday: next.availableDate === formatSubmittedDate(now) };
});

/** Dutch public holidays from today up to some weeks ahead: the centre is closed then. */
export const $upcomingHolidays = $now.map((now): DutchPublicHoliday[] => {
  if (!now) return [];
  const from = formatSubmittedDate(now);
  const until = formatSubmittedDate(addWeeks(now, HOLIDAYS_AHEAD_WEEKS));
  return [now.getFullYear(), now.getFullYear() + 1]
    .flatMap((year) => dutchPublicHolidays(year))
    .filter((holiday) => holiday.date >= from && holiday.date <= until);
});

/** "Contact replies within 5 working days": the last day an answer to a question sent today comes. */
export const $replyBy = $now.map((now) => (now ? addWorkingDays(now, CONTACT_REPLY_WORKING_DAYS) : null));
export const $mayUseContactForm = $permissions.map((permissions) => permissions.mayCreateContact);
