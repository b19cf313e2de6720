import { stringParam, unfit } from './params';
import { loggedIn } from './session';
import type { ProviderStates } from './types';

/** Provider states of care mediation and treatment abroad. */
export const requestStates: ProviderStates = {
  /**
   * Request dates must lie from today up to a year ahead: the contract names
   * fixed days, so the fake clock moves forward to the day `day` (yyyy-MM-dd,
   * 09:00 Dutch time), then hoofdverzekerde logs in; answers accessToken.
   * The clock only moves forward: a day already past cannot be set up.
   */
  'hoofdverzekerde is logged in on a given day': (context, params, state) => {
    const day = stringParam(params, 'day', state);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw unfit(state, `'${day}' is geen dag als jjjj-mm-dd`);
    const target = Date.parse(`${day}T09:00:00+01:00`);
    if (target < context.clock.now()) throw unfit(state, `${day} is al voorbij`);
    context.clock.advance(Math.ceil((target - context.clock.now()) / 1000));
    return loggedIn(context, 'hoofdverzekerde');
  },
};
