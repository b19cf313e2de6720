import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

/**
 * POST Account/UpdatePassword with the one-time password-reset token of the
 * forgot-password flow as bearer (not a session): answers 204, no body.
 */
export const setNewPasswordMutation = createMutation({
  effect: createRequestEffect(({ resetToken, password }: { resetToken: string; password: string }) => ({
    method: 'POST',
    path: 'Account/UpdatePassword',
    json: { Password: password },
    bearer: resetToken,
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.null()),
  name: 'setNewPassword',
});

concurrency(setNewPasswordMutation, { strategy: 'TAKE_FIRST' });
