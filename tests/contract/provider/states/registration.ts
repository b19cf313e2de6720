import type { ProviderStates } from './types';

/** Provider states of the registration interactions. */
export const registrationStates: ProviderStates = {};
