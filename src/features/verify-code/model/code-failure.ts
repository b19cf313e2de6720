import { serverMessageOf, statusOf } from '@/shared/api';

export type CodeFailure = 'wrong-code' | 'blocked' | 'expired' | 'generic';

/**
 * "Wrong verification code: wrong-code notice; expired code sends the user
 * back" (spec 01 §8). A code blocked after 5 wrong tries needs a new one. A 401 means the login token itself ran out: the code
 * step is over as well.
 */
export function codeFailureOf(error: unknown): CodeFailure {
  const serverMessage = serverMessageOf(error);
  // 'Verificationcode was invalid 5 times and has been blocked. Request a new code.' (issue 12 point 4)
  if (serverMessage?.startsWith('Verificationcode was invalid') && /has been blocked/.test(serverMessage)) return 'blocked';
  if (serverMessage?.startsWith('Verificationcode was invalid')) return 'wrong-code';
  if (serverMessage?.startsWith('Verificationcode expired') || statusOf(error) === 401) return 'expired';
  return 'generic';
}
