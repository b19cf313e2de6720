import { createEvent, createStore } from 'effector';

/**
 * An account the insurer made that was never activated: its login answered
 * 'Account not activated' and "also redirects to register" (spec 01 §8
 * "Login failure"). The registration activates it with the same steps, under
 * the username that was typed at the login.
 */
export const activationAsked = createEvent<{ username: string }>();
/** The registration wizard took the request over. */
export const activationRequestTaken = createEvent();

export const $activationRequest = createStore<{ username: string } | null>(null)
  .on(activationAsked, (_, request) => request)
  .reset(activationRequestTaken);
