import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

/** POST account/UpdateAccountDetails: "Response has usernameExists" (spec 01 §7). */
export const updateUsernameMutation = createMutation({
  effect: createRequestEffect((username: string) => ({
    method: 'POST',
    path: 'account/UpdateAccountDetails',
    json: { username },
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.object({ usernameExists: z.boolean() })),
  name: 'updateAccountDetails',
});

/** POST Account/UpdatePassword with `Password`; answers a fresh access token. */
export const changePasswordMutation = createMutation({
  effect: createRequestEffect((password: string) => ({
    method: 'POST',
    path: 'Account/UpdatePassword',
    json: { Password: password },
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.object({ accessToken: z.string() })),
  name: 'changePassword',
});

/** POST Account/updatePhoneNumber with `phoneNumber`; 204. */
export const updatePhoneNumberMutation = createMutation({
  effect: createRequestEffect((phoneNumber: string) => ({
    method: 'POST',
    path: 'Account/updatePhoneNumber',
    json: { phoneNumber },
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.null()),
  name: 'updatePhoneNumber',
});

concurrency(updateUsernameMutation, { strategy: 'TAKE_FIRST' });
concurrency(changePasswordMutation, { strategy: 'TAKE_FIRST' });
concurrency(updatePhoneNumberMutation, { strategy: 'TAKE_FIRST' });
