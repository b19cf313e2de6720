import { VerificationReceiverContract } from '@/entities/verification';
import { createCheckedRequestEffect } from '@/shared/api';
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

/**
 * POST /account/login: the login form shows its own messages (spec 01 §8 "Login failure"). A plain effect on
 * the first screen (issue 19, see createCheckedRequestEffect); the form sends no second login while one is under way.
 */
export const loginFx = createCheckedRequestEffect(
  (credentials: Credentials) => ({ method: 'POST', path: 'account/login', json: credentials, suppressErrorNotices: true }),
  LoginAnswerContract,
);
