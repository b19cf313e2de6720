import type { ProviderStates } from './types';

/** Provider states of the home (menu, dashboard, news, opening hours, contact) interactions. */
export const homeStates: ProviderStates = {
  /** the defaulter: invoices in a payment arrangement, at a collection agency, a summons */
  'wanbetaler is logged in for the dashboard': async (context) => {
    context.useBearer(await context.logIn('wanbetaler'));
  },
  /** the co-insured of 17, whose token lacks the invoice permission */
  'medeverzekerde is logged in for the dashboard': async (context) => {
    context.useBearer(await context.logIn('medeverzekerde'));
  },
  /** the clock moved to 12 November, when next year's packages are offered (unless they already are) */
  "hoofdverzekerde is logged in while next year's packages are offered": async (context) => {
    const today = context.backend.clock.today();
    if (today.slice(5) < '11-12') {
      const offerOpens = Date.parse(`${today.slice(0, 4)}-11-12T12:00:00+01:00`);
      context.backend.clock.advance(Math.ceil((offerOpens - context.backend.clock.now()) / 1000));
    }
    context.useBearer(await context.logIn('hoofdverzekerde'));
  },
  'hoofdverzekerde is logged in for the dashboard': async (context) => {
    context.useBearer(await context.logIn('hoofdverzekerde'));
  },
};
