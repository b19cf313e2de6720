import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { VerificationReceiverContract } from '@/entities/verification';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

export const LoginAnswerContract = z.object({
  loginToken: z.string(),
  verificationReceiver: VerificationReceiverContract,
});

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** POST /account/login: the login form shows its own messages (spec 01 §8 "Login failure"). */
export const loginMutation = createMutation({
  effect: createRequestEffect((credentials: Credentials) => ({
    method: 'POST',
    path: 'account/login',
    json: credentials,
    suppressErrorNotices: true,
  })),
  contract: zodContract(LoginAnswerContract),
  name: 'login',
});

concurrency(loginMutation, { strategy: 'TAKE_FIRST' });
