import type { ProviderStates } from './types';

/** Provider states of the forgot-flows interactions. */
export const forgotFlowsStates: ProviderStates = {};
