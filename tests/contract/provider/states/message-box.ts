import type { ProviderStates } from './types';

/** Provider states of the message box and reimbursement documents interactions. */
export const messageBoxStates: ProviderStates = {};
