import { yearForOfferedAgreement } from '../areas/agreement';
import { policyForYear } from '../areas/policy-year';
import { unfit } from './params';
import { accountOf, loggedIn } from './session';
import type { ProviderStateContext, ProviderStates } from './types';

/** When Dutch insurers publish next year's premiums (fake-backend/areas/agreement.ts yearForOfferedAgreement). */
const OFFER_OPENS = '11-12';

/** Moves the fake clock to 12 November of this year when it is earlier in the year (after January), so next year is offered. */
function intoOfferPeriod(context: ProviderStateContext, state: string): number {
  const today = context.clock.today();
  if (today.slice(5) < OFFER_OPENS) {
    const offerOpens = Date.parse(`${today.slice(0, 4)}-${OFFER_OPENS}T12:00:00+01:00`);
    context.clock.advance(Math.ceil((offerOpens - context.clock.now()) / 1000));
  }
  const offeredYear = yearForOfferedAgreement(context.clock.today());
  if (offeredYear === null) throw unfit(state, 'er wordt geen jaar aangeboden');
  return offeredYear;
}

/** Provider states of the policy area (issue 15): the policy overview and editing. */
export const policyStates: ProviderStates = {
  /** answers accessToken, offeredYear (text and number), agreementId and the main insured's customerNumber; next year's policy is prolonged at next year's premiums */
  "hoofdverzekerde is logged in and next year's policy is offered": async (context, _params, state) => {
    const offeredYear = intoOfferPeriod(context, state);
    const account = accountOf(context, 'hoofdverzekerde');
    const main = context.store.read().customers.find((customer) => customer.customerNumber === account.customerNumber);
    if (!main) throw unfit(state, 'hoofdverzekerde heeft geen klantgegevens');
    return {
      ...(await loggedIn(context, 'hoofdverzekerde')),
      offeredYear: String(offeredYear),
      offeredYearNumber: offeredYear,
      agreementId: main.agreementId,
      customerNumber: main.customerNumber,
    };
  },

  /**
   * in the offer period, next year's policy of the main insured saved (as continued, like a save without a change):
   * GetMostRecentAgreements carries it beside this year's (issue 33 point 13); answers accessToken and offeredYear
   */
  "hoofdverzekerde is logged in and has saved next year's policy": async (context, _params, state) => {
    const offeredYear = intoOfferPeriod(context, state);
    const account = accountOf(context, 'hoofdverzekerde');
    const today = context.clock.today();
    const current = context.store.read();
    const main = current.customers.find((customer) => customer.customerNumber === account.customerNumber);
    const agreement = current.agreements.find((entry) => entry.agreementId === main?.agreementId);
    if (!main || !agreement) throw unfit(state, 'hoofdverzekerde heeft geen overeenkomst');
    // for everyone on the agreement, as a save of the agreement's cards does
    const saved = agreement.agreementParticipants.flatMap(({ customerNumber }) => {
      const customer = current.customers.find((entry) => entry.customerNumber === customerNumber);
      return (customer && policyForYear(current, agreement, customer, offeredYear, today)) || [];
    });
    if (!saved.some((policy) => policy.customerNumber === main.customerNumber)) throw unfit(state, `hoofdverzekerde heeft geen polis voor ${offeredYear}`);
    context.store.update((draft) => {
      draft.policies = [...draft.policies.filter((policy) => !(policy.year === offeredYear && policy.agreementId === agreement.agreementId)), ...saved];
    });
    return { ...(await loggedIn(context, 'hoofdverzekerde')), offeredYear: String(offeredYear) };
  },

  /** the defaulter: every year's edit-policy denial reason is the payment deficit; answers accessToken, offeredYear (text and number) and agreementId */
  "wanbetaler is logged in and next year's policy is offered": async (context, _params, state) => {
    const offeredYear = intoOfferPeriod(context, state);
    const account = accountOf(context, 'wanbetaler');
    const main = context.store.read().customers.find((customer) => customer.customerNumber === account.customerNumber);
    if (!main) throw unfit(state, 'wanbetaler heeft geen klantgegevens');
    return { ...(await loggedIn(context, 'wanbetaler')), offeredYear: String(offeredYear), offeredYearNumber: offeredYear, agreementId: main.agreementId };
  },
};
