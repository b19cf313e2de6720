import { ApiError } from '@/shared/api';
import { describe, expect, test } from 'vitest';
import { forgotFailureOf } from './forgot-failure';

const refused = (message: string | null, status = 400) => new ApiError(status, 'Account/ResetPassword', message);

describe(`"'Account does not have:' plus PhoneNumber and/or EmailAddress sets missing-contact flags; 'Account not found with Username' shows unknown-username; 'Account not activated' shows account-not-activated and goes to register; otherwise account-not-found"`, () => {
  test.for([
    { message: 'Account does not have: PhoneNumber', failure: { kind: 'missing-contact', phoneNumber: true, emailAddress: false } },
    { message: 'Account does not have: EmailAddress', failure: { kind: 'missing-contact', phoneNumber: false, emailAddress: true } },
    { message: 'Account does not have: PhoneNumber, EmailAddress', failure: { kind: 'missing-contact', phoneNumber: true, emailAddress: true } },
    { message: 'Account not found with Username', failure: { kind: 'unknown-username' } },
    { message: 'Account not activated', failure: { kind: 'account-not-activated' } },
    { message: 'Account not found', failure: { kind: 'account-not-found' } },
    { message: "Het veld 'birthDate' moet een datum zijn (yyyy/MM/dd).", failure: { kind: 'account-not-found' } },
    { message: null, failure: { kind: 'account-not-found' } },
  ])('400 $message → $failure.kind', ({ message, failure }) => {
    expect(forgotFailureOf(refused(message))).toEqual(failure);
  });

  test.for([
    { case: 'a server error', error: refused(null, 500) },
    { case: 'a server error with a message', error: refused('Account not found', 500) },
    { case: 'no answer at all (network)', error: new TypeError('Failed to fetch') },
  ])('$case is no verdict on the account: generic', ({ error }) => {
    expect(forgotFailureOf(error)).toEqual({ kind: 'generic' });
  });
});
