/** What the login form shows for a failed login (spec 01 §8 "Login failure"). */
export type LoginFailure = 'invalid-combination' | 'not-activated' | 'generic';

export function loginFailureOf(serverMessage: string | null): LoginFailure {
  if (serverMessage?.startsWith('Incorrect username/password combination.')) return 'invalid-combination';
  if (serverMessage?.startsWith('Account not activated')) return 'not-activated';
  return 'generic';
}
