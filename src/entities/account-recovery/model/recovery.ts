import { routeOpened } from '@/shared/routing';
import type { RouteName } from '@portal/domain';
import { createEvent, createStore, sample } from 'effector';

/** What the forgot check answers in the forgot-username flow: "the e-mail is returned and shown". */
export interface RecoveredUsername {
  username: string;
  emailAddress: string;
}

/** What the forgot check answers in the forgot-password flow: the e-mail, and a one-time token for the new password. */
export interface PasswordResetGrant {
  resetToken: string;
  emailAddress: string;
}

export const usernameRecovered = createEvent<RecoveredUsername>();
export const passwordResetGranted = createEvent<PasswordResetGrant>();
/** The result was shown or used, or the user left the flow: nothing of it stays in memory. */
export const recoveryFinished = createEvent();

export const $recoveredUsername = createStore<RecoveredUsername | null>(null, { serialize: 'ignore' })
  .on(usernameRecovered, (_, recovered) => recovered)
  .reset([recoveryFinished, passwordResetGranted]);

export const $passwordResetGrant = createStore<PasswordResetGrant | null>(null, { serialize: 'ignore' })
  .on(passwordResetGranted, (_, grant) => grant)
  .reset([recoveryFinished, usernameRecovered]);

/** The routes of the forgot flows: the result lives while the user stays on them. */
const FLOW_ROUTES: readonly RouteName[] = ['forgot-password', 'verify', 'reset-password'];

// Opening any other screen leaves the flow (route-driven, so a remount of the same screen keeps it).
sample({ clock: routeOpened, filter: ({ name }) => !FLOW_ROUTES.includes(name), fn: () => undefined, target: recoveryFinished });
