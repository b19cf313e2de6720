import { createEvent, createStore } from 'effector';
import type { VerificationReceiver } from '../api/contract';

export type VerificationOrigin = 'login' | 'forgot-username' | 'forgot-password';

/**
 * A code on its way: "the origin (login or forgot) is remembered; the code
 * check dispatches to the login check or the forgot check".
 */
export interface PendingVerification {
  origin: VerificationOrigin;
  /** the login (or reset) token: the bearer of the code check */
  token: string;
  receiver: VerificationReceiver;
  rememberMe: boolean;
  /** where the guard wanted to go before login */
  redirect: string | null;
}

export const verificationStarted = createEvent<PendingVerification>();
export const receiverRenewed = createEvent<VerificationReceiver>();
export const verificationFinished = createEvent();

export const $pendingVerification = createStore<PendingVerification | null>(null)
  .on(verificationStarted, (_, pending) => pending)
  .on(receiverRenewed, (pending, receiver) => (pending ? { ...pending, receiver } : pending))
  .reset(verificationFinished);
