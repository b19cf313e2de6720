import type { ProviderStates } from './types';

/** Provider states of the personal details and settings interactions. */
export const accountStates: ProviderStates = {
  'wanbetaler is logged in and is offered digital post': async (context) => {
    const account = context.backend.store.read().accounts.find((entry) => entry.username === 'wanbetaler');
    if (!account?.shouldShowDigitalPopup) throw new Error('Seed: wanbetaler should be offered digital post');
    context.useBearer(await context.logIn('wanbetaler'));
  },
};
