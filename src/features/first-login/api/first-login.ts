import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

const RenewedSessionContract = z.object({ accessToken: z.string() });

/** POST Account/UpdatePassword: the first-login change of a temporary password; answers a fresh token. */
export const updatePasswordMutation = createMutation({
  effect: createRequestEffect((password: string) => ({
    method: 'POST',
    path: 'Account/UpdatePassword',
    json: { Password: password },
  })),
  contract: zodContract(RenewedSessionContract),
  name: 'updatePassword',
});

/** POST Account/SignTermsOfAgreement; answers a fresh token whose user has signed. */
export const signTermsMutation = createMutation({
  effect: createRequestEffect(() => ({ method: 'POST', path: 'Account/SignTermsOfAgreement' })),
  contract: zodContract(RenewedSessionContract),
  name: 'signTermsOfAgreement',
});

concurrency(updatePasswordMutation, { strategy: 'TAKE_FIRST' });
concurrency(signTermsMutation, { strategy: 'TAKE_FIRST' });
