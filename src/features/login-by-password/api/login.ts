import { concurrency, createMutation } from '@farfetched/core';
import { VerificationReceiverContract } from '@/entities/verification';
import { createRequestEffect } from '@/shared/api';
import { object, text } from '@/shared/lib/contract';

export const LoginAnswerContract = object({
  loginToken: text(),
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
  contract: LoginAnswerContract,
  name: 'login',
});

concurrency(loginMutation, { strategy: 'TAKE_FIRST' });
