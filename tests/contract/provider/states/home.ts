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
  'hoofdverzekerde is logged in for the dashboard': async (context) => {
    context.useBearer(await context.logIn('hoofdverzekerde'));
  },
};
