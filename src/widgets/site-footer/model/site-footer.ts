import { $collectivity } from '@/entities/collectivity';
import { readClockFx } from '@/shared/lib/clock';
import { routeOpened } from '@/shared/routing';
import { openingHoursOn } from '@portal/domain';
import { attach, combine, createEvent, createStore, sample } from 'effector';

/**
 * The footer is on screen (its component calls this before the browser paints). Its model loads with its chunk, after
 * the screen's route opened, so it cannot start from that route's event.
 */
export const siteFooterShown = createEvent();

const readTodayFx = attach({ effect: readClockFx });

/**
 * Today in the Netherlands (the contact centre's hours and the year are Dutch, wherever the user reads them): read when
 * the footer appears and again on every next screen, so a portal left open past midnight shows the new day's hours.
 */
export const $today = createStore<Date | null>(null, { serialize: 'ignore' }).on(readTodayFx.doneData, (_, today) => today);
const $isShown = createStore(false).on(siteFooterShown, () => true);

sample({ clock: siteFooterShown, target: readTodayFx });
sample({ clock: routeOpened, filter: $isShown, fn: () => undefined, target: readTodayFx });

/** Today's opening hours of the contact centre; null when it is closed today or its facts are not in. */
export const $hoursToday = combine($collectivity, $today, (contactInfo, today) => (contactInfo && today ? openingHoursOn(contactInfo, today) : null));
