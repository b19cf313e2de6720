import { describe, expect, test } from 'vitest';
import { loginFailureOf } from './login-failure';

describe('"Messages beginning \'Incorrect username/password combination.\' or \'Account not activated\' show the form-invalid notification; others show \'Er is iets fout gegaan\'"', () => {
  test.for([
    { message: 'Incorrect username/password combination.', failure: { kind: 'invalid-combination' } },
    { message: 'Incorrect username/password combination. 2 attempts left', failure: { kind: 'invalid-combination' } },
    { message: 'Account not activated', failure: { kind: 'not-activated' } },
    // issue 12 point 4: the lockout is explained, with its length
    { message: 'Account locked: too many attempts. Try again in 15 minutes.', failure: { kind: 'locked', minutes: 15 } },
    { message: 'Account locked: too many attempts. Try again in 30 minutes.', failure: { kind: 'locked', minutes: 30 } },
    { message: 'Account locked', failure: { kind: 'generic' } },
    { message: 'Something else', failure: { kind: 'generic' } },
    { message: null, failure: { kind: 'generic' } },
  ])('$message → $failure.kind', ({ message, failure }) => {
    expect(loginFailureOf(message)).toEqual(failure);
  });
});
