import type { PublicRouteName, AuthenticatedRouteName } from './routes';

/**
 * Bank identity login (iDIN), spec 01 §4 "Bank identity login (iDIN)" and §8:
 * "Create a session (flow 0 for registration, 1 for login) with a bank chosen
 * from a list. … Success goes to home; failure goes to login or idin-register.
 * Account not found for the identifier leads to idin-register. Outcomes: abort,
 * error, expired, cancelled, failure, no account found, should activate first."
 *
 * Activation (the idin-activeren screen after a password login) is a login
 * (flow 1) that the logged-in user starts; it ends on home, or back on
 * idin-activeren when it did not work.
 */
export type IdinMode = 'login' | 'activation' | 'registration';
export const IDIN_MODES: readonly IdinMode[] = ['login', 'activation', 'registration'];

/** iDINFlow of `Idin/create-session`: 0 registration, 1 login. */
export type IdinFlow = 0 | 1;
export const IDIN_FLOW: Record<IdinMode, IdinFlow> = { registration: 0, login: 1, activation: 1 };

export type IdinOutcome =
  | 'success'
  /** the bank sent the user to callback/iDin-abort */
  | 'abort'
  /** the bank sent the user to callback/iDin-error */
  | 'error'
  | 'expired'
  | 'cancelled'
  | 'failure'
  | 'account-not-found'
  | 'should-activate'
  /** a registration for a person who already has an account */
  | 'account-exists';

export const IDIN_OUTCOMES: readonly IdinOutcome[] = [
  'success',
  'abort',
  'error',
  'expired',
  'cancelled',
  'failure',
  'account-not-found',
  'should-activate',
  'account-exists',
];

/**
 * "Only HTTP 400 is handled. Reasons: Expired and Cancelled …, account not
 * found for register, login not active (should activate), anything else
 * generic failure." The reason is the 400 answer's message.
 */
export function idinOutcomeOfMessage(message: string | null): IdinOutcome {
  switch (message?.trim().toLowerCase()) {
    case 'expired':
      return 'expired';
    case 'cancelled':
      return 'cancelled';
    case 'account not found':
      return 'account-not-found';
    case 'login not active':
      return 'should-activate';
    case 'account already exists':
      return 'account-exists';
    default:
      return 'failure';
  }
}

export type IdinDestination = Extract<PublicRouteName, 'login' | 'idin-register' | 'idin-activate' | 'register'> | Extract<AuthenticatedRouteName, 'home'>;

/** Where each outcome leads, per mode. */
export function idinDestination(mode: IdinMode, outcome: IdinOutcome): IdinDestination {
  // "Account not found for the identifier leads to idin-register."
  if (outcome === 'account-not-found' && mode !== 'activation') return 'idin-register';
  switch (mode) {
    case 'login':
      return outcome === 'success' ? 'home' : 'login';
    case 'activation':
      return outcome === 'success' ? 'home' : 'idin-activate';
    case 'registration':
      // the identification hands over to the registration wizard; an existing
      // account or one that should activate iDIN logs in instead
      if (outcome === 'success') return 'register';
      if (outcome === 'account-exists' || outcome === 'should-activate') return 'login';
      return 'idin-register';
  }
}

/** "The returned client code is stored in a cookie … for the server-given session lifetime" (seconds). */
export function idinCookieLifetimeSeconds(sessionLifetime: number): number {
  return Number.isFinite(sessionLifetime) && sessionLifetime > 0 ? Math.floor(sessionLifetime) : 0;
}
