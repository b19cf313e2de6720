import { ApiError } from '@/shared/api';
import { describe, expect, test } from 'vitest';
import { codeFailureOf } from './code-failure';

describe('"Wrong verification code: wrong-code notice; expired code sends the user back"', () => {
  test.for([
    { error: new ApiError(400, 'account/validateVerificationCode', 'Verificationcode was invalid'), failure: 'wrong-code' },
    { error: new ApiError(400, 'account/validateVerificationCode', 'Verificationcode was invalid 5 times and has been blocked. Request a new code.'), failure: 'blocked' },
    { error: new ApiError(400, 'account/validateVerificationCode', 'Verificationcode expired'), failure: 'expired' },
    { error: new ApiError(401, 'account/validateVerificationCode', 'Uw sessie is niet geldig: het token is verlopen.'), failure: 'expired' },
    { error: new ApiError(500, 'account/validateVerificationCode', null), failure: 'generic' },
  ])('$error.status $error.serverMessage → $failure', ({ error, failure }) => {
    expect(codeFailureOf(error)).toBe(failure);
  });
});
