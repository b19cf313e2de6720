import { describe, expect, test } from 'vitest';
import { codeChannel, isCodeExpired, isLandline, mayGoToVerification } from './receiver';
import type { VerificationReceiver } from '../api/contract';

const receiver = (overrides: Partial<VerificationReceiver>): VerificationReceiver => ({
  username: 'hoofdverzekerde',
  phoneNumber: '+316******98',
  emailAddress: 'c***@example.org',
  phoneNumberIsUnknown: false,
  emailAddressIsUnknown: false,
  isVerificationCodeNeeded: true,
  sendDate: '2026-11-21T10:00:00.000Z',
  customerNumber: '1',
  ...overrides,
});

describe('"a verification code sent by SMS (a landline gets a call)"', () => {
  test.for([
    { phoneNumber: '+316******98', landline: false },
    { phoneNumber: '06 12345678', landline: false },
    { phoneNumber: '+3120*****45', landline: true },
    { phoneNumber: '+32 2 123 45 67', landline: true },
  ])('$phoneNumber is a landline: $landline', ({ phoneNumber, landline }) => {
    expect(isLandline(phoneNumber)).toBe(landline);
    expect(codeChannel(receiver({ phoneNumber }))).toBe(landline ? 'call' : 'sms');
  });

  test('no known phone number: no channel', () => {
    expect(codeChannel(receiver({ phoneNumber: null, phoneNumberIsUnknown: true }))).toBeNull();
  });
});

describe('"If a verification code is needed and a phone number is known, or a code is not needed, the user goes to verify."', () => {
  test.for([
    { isVerificationCodeNeeded: true, phoneNumberIsUnknown: false, verify: true },
    { isVerificationCodeNeeded: false, phoneNumberIsUnknown: true, verify: true },
    { isVerificationCodeNeeded: false, phoneNumberIsUnknown: false, verify: true },
    { isVerificationCodeNeeded: true, phoneNumberIsUnknown: true, verify: false },
  ])('code needed $isVerificationCodeNeeded, phone unknown $phoneNumberIsUnknown → $verify', (row) => {
    expect(mayGoToVerification(receiver(row))).toBe(row.verify);
  });
});

describe('"Verification codes time out after 5 minutes"', () => {
  const sent = Date.parse('2026-11-21T10:00:00.000Z');
  test.for([
    { after: 0, expired: false },
    { after: 5 * 60 * 1000, expired: false },
    { after: 5 * 60 * 1000 + 1, expired: true },
  ])('$after ms after sending: expired $expired', ({ after, expired }) => {
    expect(isCodeExpired('2026-11-21T10:00:00.000Z', sent + after)).toBe(expired);
  });
});
