import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import type { AccountDetails } from '@/entities/account';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

/**
 * POST account/UpdateAccountDetails: the payload is the "account details" and the
 * "Response has usernameExists" (spec 01 §7). The whole record as read, with the new
 * username, so a backend that stores what it gets resets none of the other fields.
 */
export const updateUsernameMutation = createMutation({
  effect: createRequestEffect((details: AccountDetails) => ({
    method: 'POST',
    path: 'account/UpdateAccountDetails',
    json: details,
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
