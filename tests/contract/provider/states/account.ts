import type { ProviderStates } from './types';

/** Provider states of the personal details and settings interactions. */
export const accountStates: ProviderStates = {};
