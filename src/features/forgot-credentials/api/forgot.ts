import { concurrency, createMutation } from '@farfetched/core';
import { VerificationReceiverContract } from '@/entities/verification';
import { createRequestEffect, miniContract, z } from '@/shared/api';

/** Answered like a login: a (reset) token for the code step and the receiver of the code. */
const ResetStartedContract = z.object({
  loginToken: z.string(),
  verificationReceiver: VerificationReceiverContract,
});

/** Birth dates go as yyyy/MM/dd ("year/month/day"). */
export interface ForgotUsernameRequest {
  policyNumber: string;
  birthDate: string;
}

export interface ForgotPasswordRequest {
  username: string;
  birthDate: string;
}

/** POST Account/ResetUsername: forgot username; the form shows its own messages (spec 01 §8 "Forgot flows"). */
export const resetUsernameMutation = createMutation({
  effect: createRequestEffect((request: ForgotUsernameRequest) => ({
    method: 'POST',
    path: 'Account/ResetUsername',
    json: request,
    suppressErrorNotices: true,
  })),
  contract: miniContract(ResetStartedContract),
  name: 'resetUsername',
});

/** POST Account/ResetPassword: forgot password. */
export const resetPasswordMutation = createMutation({
  effect: createRequestEffect((request: ForgotPasswordRequest) => ({
    method: 'POST',
    path: 'Account/ResetPassword',
    json: request,
    suppressErrorNotices: true,
  })),
  contract: miniContract(ResetStartedContract),
  name: 'resetPassword',
});

concurrency(resetUsernameMutation, { strategy: 'TAKE_FIRST' });
concurrency(resetPasswordMutation, { strategy: 'TAKE_FIRST' });
