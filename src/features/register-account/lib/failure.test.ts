import { ApiError } from '@/shared/api';
import { describe, expect, test } from 'vitest';
import { registrationFailureOf } from './failure';

const refused = (message: string | null, status = 400) => new ApiError(status, 'CreateAccount', message);

describe('spec 01 §8 "Registration": what each refusal of a CreateAccount call leads to', () => {
  test.for([
    { quote: "'Incorrect combination' gives unknown-data", message: 'Incorrect combination', failure: 'unknown-data' },
    { quote: "'Account not found' gives unknown-username", message: 'Account not found', failure: 'unknown-username' },
    { quote: "'Account already exists' gives account-registered", message: 'Account already exists', failure: 'account-registered' },
    { quote: 'a username of another account', message: 'Username already exists', failure: 'username-taken' },
    { quote: 'wrong activation code', message: 'Activationcode was invalid', failure: 'wrong-activation-code' },
    { quote: 'activation code blocked', message: 'Activationcode was invalid 5 times and has been blocked. Request a new code.', failure: 'activation-code-blocked' },
    { quote: 'activation code timed out', message: 'Activationcode expired', failure: 'activation-code-expired' },
    { quote: 'no activation code to check', message: 'Er is geen activatiecode naar dit e-mailadres gestuurd (CreateAccount/SendActivationCode).', failure: 'activation-code-expired' },
    { quote: "Wrong-code notice (also for 'Verificationcode was invalid' at account creation)", message: 'Verificationcode was invalid', failure: 'wrong-verification-code' },
    { quote: 'verification code blocked', message: 'Verificationcode was invalid 5 times and has been blocked. Request a new code.', failure: 'verification-code-blocked' },
    { quote: 'expired code sends the user back', message: 'Verificationcode expired', failure: 'verification-code-expired' },
    { quote: 'registration unknown to the server', message: 'Er is geen registratie voor dit klantnummer: controleer eerst de gegevens (CreateAccount/IsValid).', failure: 'registration-lost' },
    { quote: 'steps out of order', message: 'De activatiecode is nog niet gecontroleerd (CreateAccount/ValidateActivationCode).', failure: 'registration-lost' },
    { quote: 'steps out of order', message: 'Er is nog geen verificatiecode gestuurd (CreateAccount/SendVerificationCode).', failure: 'registration-lost' },
    { quote: 'another address than the validated one', message: "Het veld 'email' wijkt af van het adres waarvoor de activatiecode is gecontroleerd.", failure: 'registration-lost' },
    { quote: 'a broken password rule', message: 'Het wachtwoord moet minimaal één cijfer bevatten.', failure: 'generic' },
  ])('$quote: "$message" → $failure', ({ message, failure }) => {
    expect(registrationFailureOf(refused(message))).toBe(failure);
  });

  test('a server error without a message, or no answer at all, is generic', () => {
    expect(registrationFailureOf(refused(null, 500))).toBe('generic');
    expect(registrationFailureOf(new TypeError('Failed to fetch'))).toBe('generic');
  });
});
