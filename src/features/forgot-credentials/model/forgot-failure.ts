import { serverMessageOf, statusOf } from '@/shared/api';

/** What the forgot form shows for a refused request (spec 01 §8 "Forgot flows"). */
export type ForgotFailure =
  | { kind: 'missing-contact'; phoneNumber: boolean; emailAddress: boolean }
  | { kind: 'unknown-username' }
  | { kind: 'account-not-activated' }
  | { kind: 'account-not-found' }
  | { kind: 'generic' };

const MISSING_CONTACT = 'Account does not have:';

/**
 * "'Account does not have:' plus PhoneNumber and/or EmailAddress sets
 * missing-contact flags; 'Account not found with Username' shows
 * unknown-username; 'Account not activated' shows account-not-activated and
 * goes to register; otherwise account-not-found." The catalogue is about the
 * server's answers (400): a failure without one (500, no network) is a
 * generic failure, not a verdict on the account.
 */
export function forgotFailureOf(error: unknown): ForgotFailure {
  const message = serverMessageOf(error);
  if (statusOf(error) !== 400) return { kind: 'generic' };
  if (message?.startsWith(MISSING_CONTACT)) {
    const missing = message.slice(MISSING_CONTACT.length);
    return { kind: 'missing-contact', phoneNumber: missing.includes('PhoneNumber'), emailAddress: missing.includes('EmailAddress') };
  }
  if (message?.startsWith('Account not found with Username')) return { kind: 'unknown-username' };
  if (message?.startsWith('Account not activated')) return { kind: 'account-not-activated' };
  return { kind: 'account-not-found' };
}
