import { createEffect, sample, type Event, type Unit } from 'effector';

/**
 * Each value of `source` again, `timeout` ms later (every value, none cancelled): patronum's `delay` as the portal
 * uses it, in a few lines. patronum's is 0.5 kB on every page, and the first screen's notices and session need
 * it (issue 19); the timer lives in an effect, so it follows the scope.
 */
export function delayed<T>(source: Unit<T>, timeout: number): Event<T> {
  const waitFx = createEffect(
    (value: T) =>
      new Promise<T>((done) => {
        setTimeout(() => done(value), timeout);
      }),
  );
  sample({ clock: source, target: waitFx });
  return waitFx.doneData;
}
