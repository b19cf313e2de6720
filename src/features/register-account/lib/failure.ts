import { serverMessageOf } from '@/shared/api';

/**
 * What the wizard does with a refused call (spec 01 §8 "Registration" and
 * "Wrong verification code"). The catalogue's outcomes come first; the others
 * are what the CreateAccount calls answer besides (see fake-backend/README.md).
 */
export type RegistrationFailure =
  /** 'Incorrect combination' gives unknown-data */
  | 'unknown-data'
  /** 'Account not found' gives unknown-username */
  | 'unknown-username'
  /** 'Account already exists' gives account-registered and goes to login */
  | 'account-registered'
  /** the chosen username belongs to another account */
  | 'username-taken'
  /** wrong activation code gives 'De ingevoerde activatiecode is onjuist...' */
  | 'wrong-activation-code'
  /** the activation code timed out (5 minutes) or was never sent: ask a new one */
  | 'activation-code-expired'
  /** 5 wrong activation codes: ask a new one */
  | 'activation-code-blocked'
  /** 'Verificationcode was invalid': the wrong-code notice */
  | 'wrong-verification-code'
  /** "an expired code sends the user back": to the phone number step */
  | 'verification-code-expired'
  /** 5 wrong verification codes: back to the phone number step for a new one */
  | 'verification-code-blocked'
  /** the server no longer knows this registration (steps out of order, progress lost) */
  | 'registration-lost'
  | 'generic';

/** Checked in this order: the blocked messages begin like the wrong-code ones. */
const BY_MESSAGE: readonly { startsWith: string; failure: RegistrationFailure }[] = [
  { startsWith: 'Incorrect combination', failure: 'unknown-data' },
  { startsWith: 'Account not found', failure: 'unknown-username' },
  { startsWith: 'Account already exists', failure: 'account-registered' },
  { startsWith: 'Username already exists', failure: 'username-taken' },
  { startsWith: 'Activationcode was invalid 5 times', failure: 'activation-code-blocked' },
  { startsWith: 'Activationcode was invalid', failure: 'wrong-activation-code' },
  { startsWith: 'Activationcode expired', failure: 'activation-code-expired' },
  { startsWith: 'Er is geen activatiecode naar dit e-mailadres gestuurd', failure: 'activation-code-expired' },
  { startsWith: 'Verificationcode was invalid 5 times', failure: 'verification-code-blocked' },
  { startsWith: 'Verificationcode was invalid', failure: 'wrong-verification-code' },
  { startsWith: 'Verificationcode expired', failure: 'verification-code-expired' },
  { startsWith: 'Er is geen registratie voor dit klantnummer', failure: 'registration-lost' },
  { startsWith: 'De activatiecode is nog niet gecontroleerd', failure: 'registration-lost' },
  { startsWith: 'Er is nog geen verificatiecode gestuurd', failure: 'registration-lost' },
  { startsWith: "Het veld 'username' wijkt af", failure: 'registration-lost' },
  { startsWith: "Het veld 'email' wijkt af", failure: 'registration-lost' },
  { startsWith: "Het veld 'phoneNumber' wijkt af", failure: 'registration-lost' },
];

export function registrationFailureOf(error: unknown): RegistrationFailure {
  const message = serverMessageOf(error);
  if (message === null) return 'generic';
  return BY_MESSAGE.find((entry) => message.startsWith(entry.startsWith))?.failure ?? 'generic';
}
