import { createEffect } from 'effector';

/**
 * Reads the clock: the one effect behind every model's "now". Models attach
 * their own (`attach({ effect: readClockFx })`, so each has its own
 * `doneData`); a test replaces this one handler to fix the time everywhere.
 */
export const readClockFx = createEffect((): Date => new Date());
