import { dutchWallClock } from '@portal/domain';
import { createEffect } from 'effector';

/**
 * Reads the clock: the one effect behind every model's "now". It is the
 * Netherlands' wall-clock time (`dutchWallClock`): the insurer's days, years
 * and opening hours are Dutch, and the backend judges in them, so a user
 * abroad is shown and checked on the same day as the server. In the
 * Netherlands it is the browser's own time. Models attach their own
 * (`attach({ effect: readClockFx })`, so each has its own `doneData`); a test
 * replaces this one handler to fix the time everywhere.
 */
export const readClockFx = createEffect((): Date => dutchWallClock(new Date()));
