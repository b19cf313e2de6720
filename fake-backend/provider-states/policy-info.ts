import { unfit } from './params';
import { accountOf, loggedIn } from './session';
import type { ProviderStates } from './types';

/** Provider states of GET /Policy/GetPolicyInfoForYear (issue 15, h-policy2). */
export const policyInfoStates: ProviderStates = {
  /** answers accessToken, and the main insured's customerNumber, this year and policyNumber */
  'hoofdverzekerde is logged in and is insured this year': async (context, _params, state) => {
    const account = accountOf(context, 'hoofdverzekerde');
    const year = Number(context.clock.today().slice(0, 4));
    const policy = context.store
      .read()
      .policies.find((entry) => entry.customerNumber === account.customerNumber && entry.year === year);
    if (!policy) throw unfit(state, `hoofdverzekerde heeft geen polis in ${year}`);
    return {
      ...(await loggedIn(context, 'hoofdverzekerde')),
      customerNumber: account.customerNumber,
      year: String(year),
      policyNumber: policy.policyNumber,
    };
  },
};
