import { concurrency, createMutation } from '@farfetched/core';
import { VerificationReceiverContract } from '@/entities/verification';
import { createRequestEffect, miniContract, z } from '@/shared/api';

export const LoginAnswerContract = z.object({
  loginToken: z.string(),
  verificationReceiver: VerificationReceiverContract,
});

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

export const loginFx = createRequestEffect((credentials: Credentials) => ({
  method: 'POST',
  path: 'account/login',
  json: credentials,
  suppressErrorNotices: true,
}));

/** POST /account/login: the login form shows its own messages (spec 01 §8 "Login failure"). */
export const loginMutation = createMutation({
  effect: loginFx,
  contract: miniContract(LoginAnswerContract),
  name: 'login',
});

// the form sends no second login while one is under way
concurrency(loginMutation, { strategy: 'TAKE_FIRST' });
