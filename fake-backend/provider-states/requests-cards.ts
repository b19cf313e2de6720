import { unfit } from './params';
import { accountOf, loggedIn } from './session';
import type { ProviderStates } from './types';

/** Provider states of the insurance card, the insurance-right check and the member offers (issue 16, h-cards). */
export const requestsCardsStates: ProviderStates = {
  /** a physical card for hoofdverzekerde was requested today, so another one is denied for 3 months */
  'hoofdverzekerde is logged in and requested a new insurance card today': (context, _params, state) => {
    const { accountId, customerNumber } = accountOf(context, 'hoofdverzekerde');
    const today = context.clock.today();
    const policy = context.store
      .read()
      .policies.find((entry) => entry.customerNumber === customerNumber && entry.startDate <= today && entry.endDate >= today);
    if (!policy) throw unfit(state, 'hoofdverzekerde heeft geen lopende polis');
    context.store.update((draft) => {
      draft.insuranceCardRequests = [
        ...(draft.insuranceCardRequests ?? []),
        { requestId: 'pact-card-request', accountId, customerNumber, policyNumber: policy.policyNumber, requestedOn: today, expectedDeliveryDate: today },
      ];
    });
    return loggedIn(context, 'hoofdverzekerde');
  },
  /**
   * Issue 33 point 7: hoofdverzekerde's requests are the seed's flow requests (seated transport, care
   * mediation, a contact form), each with its flow or topic; no card was asked (its line has no flow).
   */
  'hoofdverzekerde is logged in and sent requests with a flow': (context) => {
    const { customerNumber } = accountOf(context, 'hoofdverzekerde');
    context.store.update((draft) => {
      draft.insuranceCardRequests = (draft.insuranceCardRequests ?? []).filter((request) => request.customerNumber !== customerNumber);
      draft.insuranceRightChecks = [];
    });
    return loggedIn(context, 'hoofdverzekerde');
  },
};
