import { moveClockToNoonOf } from './clock';
import { unfit } from './params';
import { accountOf, loggedIn } from './session';
import type { ProviderStates } from './types';

/** When Dutch insurers publish next year's premiums (fake-backend/areas/agreement.ts yearForOfferedAgreement). */
const OFFER_OPENS = '11-12';

/** Provider states of the home area (dashboard tiles, menu). */
export const homeStates: ProviderStates = {
  'hoofdverzekerde is logged in and has an open premium invoice': (context, _params, state) => {
    const { customerNumber } = accountOf(context, 'hoofdverzekerde');
    const open = context.store.read().invoices.some((invoice) => invoice.customerNumber === customerNumber && invoice.statusId === 1 && invoice.remaining > 0);
    if (!open) throw unfit(state, 'hoofdverzekerde heeft geen openstaande rekening');
    return loggedIn(context, 'hoofdverzekerde');
  },

  /** statuses 5 Betalingsregeling and 4 Sommatie; a collection agency disables payment arrangements */
  'wanbetaler is logged in with invoices in a payment arrangement and a summons': (context, _params, state) => {
    const { customerNumber } = accountOf(context, 'wanbetaler');
    const statuses = new Set(context.store.read().invoices.filter((invoice) => invoice.customerNumber === customerNumber).map((invoice) => invoice.statusId));
    if (!statuses.has(5) || !statuses.has(4)) throw unfit(state, 'wanbetaler heeft geen rekening in een betalingsregeling of geen aanmaning');
    return loggedIn(context, 'wanbetaler');
  },

  'hoofdverzekerde is logged in and has a declaration in progress': (context, _params, state) => {
    const { customerNumber } = accountOf(context, 'hoofdverzekerde');
    const inProgress = context.store.read().declarations.some((declaration) => declaration.ownerCustomerNumber === customerNumber && declaration.status === 0);
    if (!inProgress) throw unfit(state, 'hoofdverzekerde heeft geen declaratie in behandeling');
    return loggedIn(context, 'hoofdverzekerde');
  },

  /**
   * Moves the fake clock to 12 November of this year when it is earlier in
   * the year, so that next year's packages are offered; answers accessToken.
   */
  "hoofdverzekerde is logged in while next year's packages are offered": (context) => {
    const today = context.clock.today();
    if (today.slice(5) < OFFER_OPENS) {
      moveClockToNoonOf(context, `${today.slice(0, 4)}-${OFFER_OPENS}`);
    }
    return loggedIn(context, 'hoofdverzekerde');
  },
};
