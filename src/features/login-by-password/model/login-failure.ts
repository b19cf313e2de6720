/** What the login form shows for a failed login (spec 01 §8 "Login failure"; the lockout: issue 12 point 4). */
export type LoginFailure =
  | { kind: 'invalid-combination' }
  | { kind: 'not-activated' }
  /** the 5th wrong password, or any password while locked: locked for this many minutes */
  | { kind: 'locked'; minutes: number }
  | { kind: 'generic' };

/** The lockout of the fake backend and the real API: 'Account locked: too many attempts. Try again in 15 minutes.' */
const LOCKED = /^Account locked\b.*?\b(\d+) minutes?/;

export function loginFailureOf(serverMessage: string | null): LoginFailure {
  if (serverMessage?.startsWith('Incorrect username/password combination.')) return { kind: 'invalid-combination' };
  if (serverMessage?.startsWith('Account not activated')) return { kind: 'not-activated' };
  const locked = serverMessage === null ? null : LOCKED.exec(serverMessage);
  if (locked) return { kind: 'locked', minutes: Number(locked[1]) };
  return { kind: 'generic' };
}
