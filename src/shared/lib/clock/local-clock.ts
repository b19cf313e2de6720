import { createEffect } from 'effector';

/** The browser's own time, for what follows the user's day rather than the insurer's: the greeting by time of day. */
export const readLocalClockFx = createEffect((): Date => new Date());
