import { formatSubmittedDate } from '../../domain/calendar';
import { yearForOfferedAgreement } from '../areas/agreement';
import { unfit } from './params';
import { accountOf, loggedIn } from './session';
import type { ProviderStates } from './types';

/** Provider states of adding insured persons (issue 15, h-addins). */
export const addInsuredStates: ProviderStates = {
  /**
   * hoofdverzekerde may add persons (a year is offered, so next year's
   * premiums are known): answers accessToken, agreementId, the BSN of the
   * partner already insured, and a newborn's birth date (30 days ago).
   */
  'hoofdverzekerde is logged in and may add insured persons': async (context, _params, state) => {
    const today = context.clock.today();
    if (yearForOfferedAgreement(today) === null) {
      const offerOpens = Date.parse(`${today.slice(0, 4)}-11-12T12:00:00+01:00`);
      context.clock.advance(Math.ceil((offerOpens - context.clock.now()) / 1000));
    }
    const account = accountOf(context, 'hoofdverzekerde');
    const customers = context.store.read().customers;
    const main = customers.find((customer) => customer.customerNumber === account.customerNumber);
    const partner = customers.find((customer) => customer.agreementId === main?.agreementId && customer.role === 'P');
    if (!main || !partner) throw unfit(state, 'hoofdverzekerde heeft geen partner');
    return {
      ...(await loggedIn(context, 'hoofdverzekerde')),
      agreementId: main.agreementId,
      partnerBsn: partner.socialSecurityNumber,
      newbornBirthDate: formatSubmittedDate(new Date(context.clock.now() - 30 * 86_400_000)),
    };
  },
};
