import { describe, expect, test } from 'vitest';
import { IDIN_FLOW, IDIN_MODES, IDIN_OUTCOMES, idinCookieLifetimeSeconds, idinDestination, idinOutcomeOfMessage } from './idin';

describe('"Create a session (flow 0 for registration, 1 for login)"', () => {
  test.for([
    { mode: 'registration', flow: 0 },
    { mode: 'login', flow: 1 },
    { mode: 'activation', flow: 1 },
  ] as const)('$mode → iDINFlow $flow', ({ mode, flow }) => {
    expect(IDIN_FLOW[mode]).toBe(flow);
  });
});

describe('"Only HTTP 400 is handled. Reasons: Expired and Cancelled, account not found for register, login not active (should activate), anything else generic failure"', () => {
  test.for([
    { message: 'Expired', outcome: 'expired' },
    { message: 'Cancelled', outcome: 'cancelled' },
    { message: 'Account not found', outcome: 'account-not-found' },
    { message: 'Login not active', outcome: 'should-activate' },
    { message: 'Account already exists', outcome: 'account-exists' },
    { message: ' expired ', outcome: 'expired' },
    { message: 'Failure', outcome: 'failure' },
    { message: 'Field \'sessionId\' is required', outcome: 'failure' },
    { message: null, outcome: 'failure' },
  ] as const)('"$message" → $outcome', ({ message, outcome }) => {
    expect(idinOutcomeOfMessage(message)).toBe(outcome);
  });
});

describe('"Success goes to home; failure goes to login or idin-register. Account not found for the identifier leads to idin-register."', () => {
  const table = [
    { mode: 'login', outcome: 'success', destination: 'home' },
    { mode: 'login', outcome: 'abort', destination: 'login' },
    { mode: 'login', outcome: 'error', destination: 'login' },
    { mode: 'login', outcome: 'expired', destination: 'login' },
    { mode: 'login', outcome: 'cancelled', destination: 'login' },
    { mode: 'login', outcome: 'failure', destination: 'login' },
    { mode: 'login', outcome: 'account-not-found', destination: 'idin-register' },
    { mode: 'login', outcome: 'should-activate', destination: 'login' },
    { mode: 'login', outcome: 'account-exists', destination: 'login' },
    { mode: 'registration', outcome: 'success', destination: 'register' },
    { mode: 'registration', outcome: 'abort', destination: 'idin-register' },
    { mode: 'registration', outcome: 'error', destination: 'idin-register' },
    { mode: 'registration', outcome: 'expired', destination: 'idin-register' },
    { mode: 'registration', outcome: 'cancelled', destination: 'idin-register' },
    { mode: 'registration', outcome: 'failure', destination: 'idin-register' },
    { mode: 'registration', outcome: 'account-not-found', destination: 'idin-register' },
    { mode: 'registration', outcome: 'should-activate', destination: 'login' },
    { mode: 'registration', outcome: 'account-exists', destination: 'login' },
    { mode: 'activation', outcome: 'success', destination: 'home' },
    { mode: 'activation', outcome: 'abort', destination: 'idin-activate' },
    { mode: 'activation', outcome: 'error', destination: 'idin-activate' },
    { mode: 'activation', outcome: 'expired', destination: 'idin-activate' },
    { mode: 'activation', outcome: 'cancelled', destination: 'idin-activate' },
    { mode: 'activation', outcome: 'failure', destination: 'idin-activate' },
    { mode: 'activation', outcome: 'account-not-found', destination: 'idin-activate' },
    { mode: 'activation', outcome: 'should-activate', destination: 'idin-activate' },
    { mode: 'activation', outcome: 'account-exists', destination: 'idin-activate' },
  ] as const;

  test.for(table)('$mode, $outcome → $destination', ({ mode, outcome, destination }) => {
    expect(idinDestination(mode, outcome)).toBe(destination);
  });

  test('the table covers every mode and outcome', () => {
    const covered = new Set(table.map((row) => `${row.mode}/${row.outcome}`));
    for (const mode of IDIN_MODES) for (const outcome of IDIN_OUTCOMES) expect(covered.has(`${mode}/${outcome}`), `${mode}/${outcome}`).toBe(true);
  });

  test('only a success leaves the login and activation screens for home; a failure never lands on home', () => {
    for (const mode of IDIN_MODES) {
      for (const outcome of IDIN_OUTCOMES) {
        if (outcome !== 'success') expect(idinDestination(mode, outcome)).not.toBe('home');
      }
    }
  });
});

describe('"iDIN session cookie lifetime equals the server-given sessionLifetime in seconds"', () => {
  test.for([
    { sessionLifetime: 600, seconds: 600 },
    { sessionLifetime: 599.9, seconds: 599 },
    { sessionLifetime: 0, seconds: 0 },
    { sessionLifetime: -5, seconds: 0 },
    { sessionLifetime: Number.NaN, seconds: 0 },
  ])('$sessionLifetime → $seconds', ({ sessionLifetime, seconds }) => {
    expect(idinCookieLifetimeSeconds(sessionLifetime)).toBe(seconds);
  });
});
