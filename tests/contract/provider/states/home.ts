import type { ProviderStates } from './types';

/** Provider states of the home (menu, dashboard, news, opening hours, contact) interactions. */
export const homeStates: ProviderStates = {};
