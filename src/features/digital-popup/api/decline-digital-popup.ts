import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

/** POST account/decline-digital-pop-up: "Dismiss digital popup"; answers a fresh token without the flag. */
export const declineDigitalPopupMutation = createMutation({
  effect: createRequestEffect(() => ({ method: 'POST', path: 'account/decline-digital-pop-up' })),
  contract: zodContract(z.object({ accessToken: z.string() })),
  name: 'declineDigitalPopup',
});

concurrency(declineDigitalPopupMutation, { strategy: 'TAKE_FIRST' });
