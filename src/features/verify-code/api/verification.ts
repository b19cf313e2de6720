import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { VerificationReceiverContract } from '@/entities/verification';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

/** POST /account/validateVerificationCode with the login token as bearer: answers the access token. */
export const validateLoginCodeMutation = createMutation({
  effect: createRequestEffect(({ token, verificationCode }: { token: string; verificationCode: string }) => ({
    method: 'POST',
    path: 'account/validateVerificationCode',
    json: { verificationCode },
    bearer: token,
    suppressErrorNotices: true,
  })),
  contract: zodContract(z.object({ accessToken: z.string() })),
  name: 'validateLoginCode',
});

/** POST Account/ResendVerificationCode: a new code, and the receiver it went to. */
export const resendCodeMutation = createMutation({
  effect: createRequestEffect((token: string) => ({
    method: 'POST',
    path: 'Account/ResendVerificationCode',
    bearer: token,
    suppressErrorNotices: true,
  })),
  contract: zodContract(VerificationReceiverContract),
  name: 'resendVerificationCode',
});

concurrency(validateLoginCodeMutation, { strategy: 'TAKE_FIRST' });
concurrency(resendCodeMutation, { strategy: 'TAKE_FIRST' });
