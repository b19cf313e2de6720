import { stringParam, unfit } from './params';
import { accountOf, field, logIn, loggedIn, post } from './session';
import type { ProviderStates } from './types';

/** Provider states of the personal details and settings interactions. */
export const accountStates: ProviderStates = {
  /** params: partnerCustomerNumber, a person of 16 or over on hoofdverzekerde's agreement */
  'hoofdverzekerde is logged in and has a partner of 16 or over': (context, params, state) => {
    const partner = stringParam(params, 'partnerCustomerNumber', state);
    const { customerNumber } = accountOf(context, 'hoofdverzekerde');
    const agreement = context.store.read().agreements.find((entry) => entry.mainCustomerNumber === customerNumber);
    const participant = agreement?.agreementParticipants.find((entry) => entry.customerNumber === partner);
    if (participant?.role !== 'P') throw unfit(state, `${partner} is niet de partner op de overeenkomst van hoofdverzekerde`);
    return loggedIn(context, 'hoofdverzekerde');
  },

  /** params: username, the username of another account */
  'hoofdverzekerde is logged in and another account has this username': (context, params, state) => {
    const username = stringParam(params, 'username', state);
    if (username === 'hoofdverzekerde') throw unfit(state, 'het andere account kan niet hoofdverzekerde zijn');
    accountOf(context, username);
    return loggedIn(context, 'hoofdverzekerde');
  },

  /** the seed has hoofdverzekerde pay by direct debit (issue 14): the state switches the agreement to iDeal as the portal would */
  'hoofdverzekerde is logged in and pays the premium by iDeal': async (context, _params, state) => {
    const accessToken = await logIn(context, 'hoofdverzekerde');
    const { customerNumber } = accountOf(context, 'hoofdverzekerde');
    const agreement = context.store.read().agreements.find((entry) => entry.mainCustomerNumber === customerNumber && !entry.hasAgreementEnded);
    if (!agreement) throw unfit(state, 'hoofdverzekerde heeft geen lopende overeenkomst');
    // paying by iDEAL now: a change through UpdatePaymentDetails would only take effect next month (issue 33 point 5),
    // so the state sets the agreement as a seed paying by iDEAL would have it, nothing scheduled
    context.store.update((draft) => {
      const stored = draft.agreements.find((entry) => entry.agreementId === agreement.agreementId);
      if (stored) {
        stored.paymentDetails.paymentMethod = 'iDeal';
        stored.paymentChanges = [];
      }
    });
    const details = await post(context, 'Account/GetAccountDetails', {}, accessToken);
    if (field(details, 'paymentMethod', 'Account/GetAccountDetails') !== 'iDeal') throw unfit(state, 'hoofdverzekerde betaalt niet met iDEAL');
    return { accessToken };
  },

  'wanbetaler is logged in and is offered digital post': (context, _params, state) => {
    if (!accountOf(context, 'wanbetaler').shouldShowDigitalPopup) throw unfit(state, 'wanbetaler krijgt geen digitale post aangeboden');
    return loggedIn(context, 'wanbetaler');
  },
};
