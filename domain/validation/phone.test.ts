import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatPhoneNumberForReading,
  isValidPhoneNumber,
  normalizePhoneNumber,
  phoneNumberMaxInputLength,
  phoneNumberWithPrefix,
  validateOptionalPhoneNumber,
  validatePhoneNumber,
} from './phone';

describe('normalizePhoneNumber', () => {
  // "Input is stripped of spaces and non-digits except plus."
  test.for([
    { input: '+31 6 1234 5678', expected: '+31612345678' },
    // issue 12 point 6: a Dutch mobile number typed in national form becomes +316…
    { input: '06-12 34 56 78', expected: '+31612345678' },
    { input: '06 12345678', expected: '+31612345678' },
    { input: '0612345678', expected: '+31612345678' },
    { input: '06 1234567', expected: '061234567' },
    // issue 33 point 9: a Dutch landline in national form too
    { input: '020 1234567', expected: '+31201234567' },
    { input: '(020) 123.45.67', expected: '+31201234567' },
    { input: '0031 20 1234567', expected: '0031201234567' },
    { input: '020 123456', expected: '020123456' },
    { input: 'tel: +32 2 555 12 12', expected: '+3225551212' },
    { input: '', expected: '' },
  ])('$input -> $expected', ({ input, expected }) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  test('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalizePhoneNumber(input);
        expect(normalizePhoneNumber(once)).toBe(once);
      }),
    );
  });

  test('keeps exactly the digits and pluses, in order (a Dutch national number gets +31 for its 0)', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const kept = [...input].filter((c) => /[\d+]/.test(c)).join('');
        expect(normalizePhoneNumber(input)).toBe(/^0[1-9]\d{8}$/.test(kept) ? `+31${kept.slice(1)}` : kept);
      }),
    );
  });
});

describe('isValidPhoneNumber', () => {
  // "Valid if +31 with total length 12, or starts with + with length 10 to 15."
  test.for([
    { case: 'Dutch mobile', value: '+31612345678', valid: true },
    { case: 'Dutch with spaces', value: '+31 6 1234 5678', valid: true },
    { case: 'Dutch one digit short', value: '+3161234567', valid: false },
    { case: 'Dutch one digit long', value: '+316123456789', valid: false },
    { case: 'Dutch with national 0 kept', value: '+310612345678', valid: false },
    { case: 'Belgian, length 12', value: '+32475123456', valid: true },
    { case: 'foreign, length 10', value: '+123456789', valid: true },
    { case: 'foreign, length 9', value: '+12345678', valid: false },
    { case: 'foreign, length 15', value: '+12345678901234', valid: true },
    { case: 'foreign, length 16', value: '+123456789012345', valid: false },
    { case: 'Dutch mobile in national form', value: '06 12345678', valid: true },
    { case: 'Dutch landline in national form', value: '020 1234567', valid: true },
    { case: 'no plus, not Dutch national', value: '201234567', valid: false },
    { case: 'national mobile one digit short', value: '061234567', valid: false },
    { case: 'second plus', value: '+4912345+6789', valid: false },
    { case: 'empty', value: '', valid: false },
  ] as const)('$case: $value -> $valid', ({ value, valid }) => {
    expect(isValidPhoneNumber(value)).toBe(valid);
  });

  test('a valid number always starts with + and has 10 to 15 characters once normalised', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{6,16} ?$/), (value) => {
        fc.pre(isValidPhoneNumber(value));
        const normalised = normalizePhoneNumber(value);
        expect(normalised.startsWith('+')).toBe(true);
        expect(normalised.length).toBeGreaterThanOrEqual(10);
        expect(normalised.length).toBeLessThanOrEqual(15);
      }),
    );
  });
});

describe('phoneNumberMaxInputLength', () => {
  // "Maximum input length: 10 if it starts 06, 12 if +31, else 15, plus the
  // count of formatting characters."
  test.for([
    { case: 'Dutch mobile', input: '0612345678', expected: 10 },
    { case: 'Dutch mobile with 4 spaces', input: '06 12 34 56 78', expected: 14 },
    { case: 'Dutch mobile with a dash', input: '06-1', expected: 11 },
    { case: '+31', input: '+31612345678', expected: 12 },
    { case: '+31 with 3 spaces', input: '+31 6 1234 5678', expected: 15 },
    { case: 'landline', input: '0201234567', expected: 15 },
    { case: 'foreign', input: '+32 475', expected: 16 },
    { case: 'nothing typed', input: '', expected: 15 },
    { case: 'just 0', input: '0', expected: 15 },
  ])('$case: "$input" -> $expected', ({ input, expected }) => {
    expect(phoneNumberMaxInputLength(input)).toBe(expected);
  });

  test('each formatting character adds one to the maximum', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(06|\+31|\+32)?\d{0,6}$/), fc.constantFrom(' ', '-', '(', ')', '.'), (digits, separator) => {
        expect(phoneNumberMaxInputLength(`${digits}${separator}`)).toBe(phoneNumberMaxInputLength(digits) + 1);
      }),
    );
  });
});

describe('validatePhoneNumber', () => {
  // "Phone: number required; prefix plus number starts with +; length more
  // than 9 and at most 15; for +31 exactly 12 characters."
  test.for([
    { case: 'nothing typed', prefix: '+31', number: '', expected: 'phone-required' },
    { case: 'null', prefix: '', number: null, expected: 'phone-required' },
    { case: 'only formatting', prefix: '', number: ' - ', expected: 'phone-required' },
    { case: 'Dutch, prefix chosen', prefix: '+31', number: '612345678', expected: null },
    { case: 'Dutch, one field', prefix: '', number: '+31 6 12345678', expected: null },
    { case: 'Dutch mobile typed 06 (issue 12 point 6)', prefix: '', number: '06 12345678', expected: null },
    { case: 'Dutch landline typed 020 (issue 33 point 9)', prefix: '', number: '020 1234567', expected: null },
    { case: 'no prefix', prefix: '', number: '201234567', expected: 'phone-prefix-missing' },
    // issue 33 point 9: a Dutch number one digit short says so, not that a country code is missing
    { case: 'national mobile one digit short', prefix: '', number: '06 1234567', expected: 'phone-dutch-length-invalid' },
    { case: 'national landline one digit long', prefix: '', number: '020 12345678', expected: 'phone-dutch-length-invalid' },
    { case: 'international prefix 00 is no national number', prefix: '', number: '0031 6 12345678', expected: 'phone-prefix-missing' },
    // issue 33 point 9: after +31 a national 06 number loses its 0, as when dialled from abroad
    { case: 'Dutch mobile typed 06 after +31', prefix: '+31', number: '06 12345678', expected: null },
    { case: 'Dutch too long', prefix: '+31', number: '6123456789', expected: 'phone-dutch-length-invalid' },
    { case: 'Dutch too short', prefix: '+31', number: '61234567', expected: 'phone-dutch-length-invalid' },
    { case: 'foreign too short', prefix: '+32', number: '123456', expected: 'phone-length-invalid' },
    { case: 'foreign shortest', prefix: '+32', number: '1234567', expected: null },
    { case: 'foreign longest', prefix: '+49', number: '123456789012', expected: null },
    { case: 'foreign too long', prefix: '+49', number: '1234567890123', expected: 'phone-length-invalid' },
    { case: 'stray plus', prefix: '+49', number: '123+4567890', expected: 'phone-invalid' },
  ] as const)('$case', ({ prefix, number, expected }) => {
    expect(validatePhoneNumber(number, prefix)).toBe(expected);
  });

  test('agrees with isValidPhoneNumber on prefix plus number', () => {
    fc.assert(
      fc.property(fc.constantFrom('+31', '+32', '+1', ''), fc.stringMatching(/^[\d +]{1,16}$/), (prefix, number) => {
        fc.pre(normalizePhoneNumber(number).replace('+', '') !== '');
        expect(validatePhoneNumber(number, prefix) === null).toBe(isValidPhoneNumber(phoneNumberWithPrefix(prefix, number)));
      }),
    );
  });
});

describe('phoneNumberWithPrefix: a number beside a country-prefix choice (issue 33 point 9)', () => {
  test.for([
    { prefix: '+31', number: '06 12345678', sent: '+31612345678' },
    { prefix: '+31', number: '6 12345678', sent: '+31612345678' },
    { prefix: '+31', number: '020 1234567', sent: '+31201234567' },
    // only a whole national number loses its 0: a short one stays as typed, and fails
    { prefix: '+31', number: '06 1234567', sent: '+31061234567' },
    // other countries keep what is typed (Italy dials its 0 after +39)
    { prefix: '+39', number: '06 1234 5678', sent: '+390612345678' },
    { prefix: '', number: '06 12345678', sent: '+31612345678' },
  ])('$prefix $number -> $sent', ({ prefix, number, sent }) => {
    expect(phoneNumberWithPrefix(prefix, number)).toBe(sent);
  });
});

describe('validateOptionalPhoneNumber: an optional phone never blocks sending when empty (issue 33 point 9)', () => {
  // spec 02 §6: "email and phone validated (phone: +, length 10 to 15, +31 exactly 12)": what is typed is checked
  test.for([
    { case: 'empty', number: '', expected: null },
    { case: 'null', number: null, expected: null },
    { case: 'only spaces and dashes', number: ' - ', expected: null },
    { case: 'Dutch mobile typed 06', number: '06 12345678', expected: null },
    { case: 'Dutch landline', number: '020 1234567', expected: null },
    { case: 'foreign', number: '+32 475 12 34 56', expected: null },
    { case: 'a lone plus is too short, not missing', number: '+', expected: 'phone-length-invalid' },
    { case: 'one digit short', number: '06 1234567', expected: 'phone-dutch-length-invalid' },
    { case: 'no country code', number: '201234567', expected: 'phone-prefix-missing' },
  ] as const)('$case', ({ number, expected }) => {
    expect(validateOptionalPhoneNumber(number)).toBe(expected);
  });

  test('whatever holds a digit is judged as a required phone is; it never asks for a number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d +()-]{0,16}$/), (number) => {
        const optional = validateOptionalPhoneNumber(number);
        expect(optional).not.toBe('phone-required');
        if (/\d/.test(number)) expect(optional).toBe(validatePhoneNumber(number));
        if (!/[\d+]/.test(number)) expect(optional).toBeNull();
      }),
    );
  });
});

describe('formatPhoneNumberForReading (issue 12 point 6: stored numbers shown for reading)', () => {
  test.for([
    { stored: '+31612345678', shown: '+31 6 1234 5678' },
    { stored: '0612345678', shown: '+31 6 1234 5678' },
    { stored: '+31201234567', shown: '+31 20 123 4567' },
    { stored: '+316******98', shown: '+316******98' },
    { stored: '', shown: '' },
    // a foreign number: its country code, then groups (pairs from the end, three first when odd)
    { stored: '+32475123456', shown: '+32 475 12 34 56' },
    { stored: '+32 3 123 45 67', shown: '+32 31 23 45 67' },
    { stored: '+33612345678', shown: '+33 612 34 56 78' },
    { stored: '+4915123456789', shown: '+49 151 23 45 67 89' },
    { stored: '+447700900123', shown: '+44 77 00 90 01 23' },
    { stored: '+35220123456', shown: '+352 20 12 34 56' },
    { stored: '+212612345678', shown: '+212 612 34 56 78' },
    { stored: '+420601123456', shown: '+420 601 12 34 56' },
    { stored: '+12025550123', shown: '+1 202 555 0123' },
    // not a valid number by spec 01 §5 (too short, too long, a Dutch one of the wrong length): as it is
    { stored: '+3247512', shown: '+3247512' },
    { stored: '+3247512345678901', shown: '+3247512345678901' },
    { stored: '+3161234567', shown: '+3161234567' },
  ])('$stored -> $shown', ({ stored, shown }) => {
    expect(formatPhoneNumberForReading(stored)).toBe(shown);
  });

  test('grouping only adds spaces: the digits read are the digits stored, after the country code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+[2-9]\d{8,13}$/), (stored) => {
        const shown = formatPhoneNumberForReading(stored);
        expect(shown.replace(/ /g, '')).toBe(stored);
        // every group after the country code has two to four digits: none stands alone, but a Dutch mobile's 6,
        // which stands alone by the Dutch convention ('+31 6 1234 5678')
        const groups = shown.split(' ').slice(1);
        const isDutchMobile = /^\+316\d{8}$/.test(stored) && groups[0] === '6';
        for (const group of isDutchMobile ? groups.slice(1) : groups) expect(group).toMatch(/^\d{2,4}$/);
      }),
      // a CI run drew this one: every run checks it
      { examples: [['+31600000000']] },
    );
  });
});
