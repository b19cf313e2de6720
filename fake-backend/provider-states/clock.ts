import type { ProviderStateContext } from './types';

/** The fake clock forward to noon of `day` in Amsterdam, in winter time (the days the states move to are in November to February). */
export function moveClockToNoonOf(context: ProviderStateContext, day: string): void {
  context.clock.advance(Math.ceil((Date.parse(`${day}T12:00:00+01:00`) - context.clock.now()) / 1000));
}
