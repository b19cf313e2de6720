import type { ProviderStates } from './types';

/** Provider states of the idin interactions. */
export const idinStates: ProviderStates = {};
