import { formatSubmittedDate } from '../../domain/calendar';
import { catalogueProduct } from '../seed/catalogue';
import { unfit } from './params';
import { accountOf, loggedIn } from './session';
import type { ProviderStates } from './types';

/** Provider states of adding insured persons (issue 15, h-addins). */
export const addInsuredStates: ProviderStates = {
  /**
   * hoofdverzekerde may add persons: answers accessToken, agreementId, the
   * BSN of the partner already insured, and a newborn's birth date (30 days
   * ago). Any day of the year: a newborn needs no offer year (issue 32).
   */
  'hoofdverzekerde is logged in and may add insured persons': async (context, _params, state) => {
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

  /**
   * buitenland (no partner on her agreement) may add a partner from today:
   * answers accessToken, agreementId, today and the code of her basic
   * insurance of this year, which a newcomer starts with.
   */
  'buitenland is logged in and may add a partner': async (context, _params, state) => {
    const account = accountOf(context, 'buitenland');
    const data = context.store.read();
    const main = data.customers.find((customer) => customer.customerNumber === account.customerNumber);
    const agreement = data.agreements.find((entry) => entry.agreementId === main?.agreementId);
    if (!main || !agreement || agreement.agreementParticipants.some((entry) => entry.role === 'P')) throw unfit(state, 'buitenland heeft al een partner');
    const today = context.clock.today();
    const basic = data.policies
      .find((policy) => policy.customerNumber === main.customerNumber && policy.year === Number(today.slice(0, 4)))
      ?.products.find((product) => catalogueProduct(product.code)?.typeOfProduct === 'MB');
    if (!basic) throw unfit(state, 'buitenland heeft geen basisverzekering dit jaar');
    return { ...(await loggedIn(context, 'buitenland')), agreementId: agreement.agreementId, today, basicCode: basic.code };
  },
};
