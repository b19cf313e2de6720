import { serverMessageOf, statusOf } from '@/shared/api';

export type CodeFailure = 'wrong-code' | 'expired' | 'generic';

/**
 * "Wrong verification code: wrong-code notice; expired code sends the user
 * back" (spec 01 §8). A 401 means the login token itself ran out: the code
 * step is over as well.
 */
export function codeFailureOf(error: unknown): CodeFailure {
  const serverMessage = serverMessageOf(error);
  if (serverMessage?.startsWith('Verificationcode was invalid')) return 'wrong-code';
  if (serverMessage?.startsWith('Verificationcode expired') || statusOf(error) === 401) return 'expired';
  return 'generic';
}
