import { accountStates } from './account';
import { forgotFlowsStates } from './forgot-flows';
import { homeStates } from './home';
import { idinStates } from './idin';
import { messageBoxStates } from './message-box';
import { registrationStates } from './registration';
import type { ProviderStates } from './types';

export type { ProviderStates, StateContext } from './types';

/** Provider states kept per area, so that each area's interactions bring their own. */
export const AREA_STATES: ProviderStates = {
  ...forgotFlowsStates,
  ...registrationStates,
  ...idinStates,
  ...homeStates,
  ...messageBoxStates,
  ...accountStates,
};
