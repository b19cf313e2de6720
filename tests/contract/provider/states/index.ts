import { forgotFlowsStates } from './forgot-flows';
import { idinStates } from './idin';
import { registrationStates } from './registration';
import type { ProviderStates } from './types';

export type { ProviderStates, StateContext } from './types';

/** Provider states kept per area, so that each area's interactions bring their own. */
export const AREA_STATES: ProviderStates = { ...forgotFlowsStates, ...registrationStates, ...idinStates };
