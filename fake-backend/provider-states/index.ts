/**
 * The provider states of the portal's Pact file (pacts/README.md lists them
 * with the data each needs), one implementation with two ways in: the
 * in-process verification calls `setUpProviderState`, a verifier outside
 * posts the same change to `POST /__fake/provider-states` (route.ts).
 */
import { badRequest } from '../http/errors';
import { accessStates } from './access';
import { addInsuredStates } from './add-insured';
import { accountStates } from './account';
import { careCostsStates } from './care-costs';
import { forgotFlowsStates } from './forgot-flows';
import { homeStates } from './home';
import { idinStates } from './idin';
import { messageBoxStates } from './message-box';
import { policyStates } from './policy';
import { policyInfoStates } from './policy-info';
import { medicalSelectionStates } from './medical-selection';
import { moneyStates } from './money';
import { idealPaymentStates } from './ideal-payment';
import { registrationStates } from './registration';
import { requestStates } from './requests';
import { requestsCardsStates } from './requests-cards';
import type { ProviderStateChange, ProviderStateContext, ProviderStates, ProviderStateValues } from './types';

export type { ProviderStateChange, ProviderStateContext, ProviderStateValues, ProviderStates } from './types';

/** Every state by name; an area adds its own file and spreads it in here. */
export const PROVIDER_STATES: ProviderStates = {
  ...accessStates,
  ...forgotFlowsStates,
  ...registrationStates,
  ...idinStates,
  ...homeStates,
  ...messageBoxStates,
  ...accountStates,
  ...requestStates,
  ...policyStates,
  ...medicalSelectionStates,
  ...requestsCardsStates,
  ...moneyStates,
  ...idealPaymentStates,
  ...careCostsStates,
  ...addInsuredStates,
  ...policyInfoStates,
};

/**
 * Applies a state change: a setup restores the seed (and the clock, codes,
 * sessions) and then sets the state up, answering the values the interaction
 * injects; a teardown has nothing to undo (the next setup resets). An unknown
 * state is the contract's fault: 400.
 */
export async function changeProviderState(
  context: ProviderStateContext & { reset(): Promise<void> },
  change: ProviderStateChange,
): Promise<ProviderStateValues> {
  const setup = PROVIDER_STATES[change.state];
  if (!setup) throw badRequest(`De provider state '${change.state}' is onbekend (zie pacts/README.md).`);
  if (change.action === 'teardown') return {};
  await context.reset();
  return setup(context, change.params, change.state);
}
