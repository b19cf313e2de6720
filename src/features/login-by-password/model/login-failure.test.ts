import { describe, expect, test } from 'vitest';
import { loginFailureOf } from './login-failure';

describe('"Messages beginning \'Incorrect username/password combination.\' or \'Account not activated\' show the form-invalid notification; others show \'Er is iets fout gegaan\'"', () => {
  test.for([
    { message: 'Incorrect username/password combination.', failure: 'invalid-combination' },
    { message: 'Incorrect username/password combination. 2 attempts left', failure: 'invalid-combination' },
    { message: 'Account not activated', failure: 'not-activated' },
    { message: 'Account locked: too many attempts. Try again in 15 minutes.', failure: 'generic' },
    { message: null, failure: 'generic' },
  ])('$message → $failure', ({ message, failure }) => {
    expect(loginFailureOf(message)).toBe(failure);
  });
});
