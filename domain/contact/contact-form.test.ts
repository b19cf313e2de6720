import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { VALIDATION_MESSAGES_NL } from '../validation';
import {
  CONTACT_FORM_TOPICS,
  CONTACT_QUESTION_MAX_LENGTH,
  contactFormExtraData,
  contactQuestionLength,
  isContactFormTopic,
  readContactFormExtraData,
  validateContactForm,
  type ContactFormValues,
} from './contact-form';

const MB = 1024 * 1024;

const valid: ContactFormValues = {
  customerNumber: '100000001',
  topic: 'invoice',
  question: 'Waarom is mijn premie dit jaar hoger?',
  email: 'jan@example.nl',
  phoneNumber: '+31612345678',
  files: [{ name: 'nota.pdf', size: 5000 }],
};

describe('CONTACT_FORM_TOPICS', () => {
  // "Contact form topics: submitted-declaration, submitted-declaration-foreign,
  // my-own-risk, invoice, my-payment-arrangement, my-health-insurance,
  // my-reimbursements, policy-edit, add-insured, file-complaint."
  test('the 10 topics of the spec, in its order', () => {
    expect(CONTACT_FORM_TOPICS).toEqual([
      'submitted-declaration',
      'submitted-declaration-foreign',
      'my-own-risk',
      'invoice',
      'my-payment-arrangement',
      'my-health-insurance',
      'my-reimbursements',
      'policy-edit',
      'add-insured',
      'file-complaint',
    ]);
  });

  test.for([
    { value: 'invoice', topic: true },
    { value: 'file-complaint', topic: true },
    { value: 'Invoice', topic: false },
    { value: 'factuur', topic: false },
    { value: '', topic: false },
    { value: undefined, topic: false },
  ])('isContactFormTopic($value) is $topic', ({ value, topic }) => {
    expect(isContactFormTopic(value)).toBe(topic);
  });
});

describe('validateContactForm', () => {
  // "Contact form: extensions pdf, jpg, jpeg, png, bmp, tif(f), doc(x), xls(x);
  // total 20 MB; email and phone validated (phone: +, length 10 to 15, +31
  // exactly 12)." The question's maximum is ours: 2000 characters.
  test.for([
    { case: 'all fine', change: {}, field: null, key: null },
    { case: 'no insured person', change: { customerNumber: '' }, field: 'customerNumber', key: 'required-field' },
    { case: 'no topic', change: { topic: ' ' }, field: 'topic', key: 'required-field' },
    { case: 'a topic not in the list', change: { topic: 'weather' }, field: 'topic', key: 'topic-invalid' },
    { case: 'no question', change: { question: '   \n ' }, field: 'question', key: 'required-field' },
    { case: 'a question of 2000 characters', change: { question: 'x'.repeat(2000) }, field: null, key: null },
    { case: 'a question of 2001 characters', change: { question: 'x'.repeat(2001) }, field: 'question', key: 'question-too-long' },
    { case: '2000 characters whose line breaks came as CR LF', change: { question: 'ab\r\n'.repeat(666) + 'xx' }, field: null, key: null },
    { case: 'no e-mail address', change: { email: '' }, field: 'email', key: 'email-required' },
    { case: 'an invalid e-mail address', change: { email: 'jan@example' }, field: 'email', key: 'email-invalid' },
    { case: 'no phone number (optional)', change: { phoneNumber: '' }, field: null, key: null },
    { case: 'a phone number with spaces', change: { phoneNumber: '+31 6 1234 5678' }, field: null, key: null },
    { case: 'a Belgian number of 12', change: { phoneNumber: '+32470123456' }, field: null, key: null },
    { case: 'a Dutch number one digit short', change: { phoneNumber: '+3161234567' }, field: 'phoneNumber', key: 'phone-dutch-length-invalid' },
    { case: 'a Dutch mobile number typed 06 (issue 12 point 6)', change: { phoneNumber: '06 12345678' }, field: null, key: null },
    { case: 'a number without country code', change: { phoneNumber: '612345678' }, field: 'phoneNumber', key: 'phone-prefix-missing' },
    { case: 'a lone plus', change: { phoneNumber: '+' }, field: 'phoneNumber', key: 'phone-length-invalid' },
    { case: 'a foreign number of 16', change: { phoneNumber: '+491234567890123' }, field: 'phoneNumber', key: 'phone-length-invalid' },
    { case: 'no files (optional)', change: { files: [] }, field: null, key: null },
    { case: 'a spreadsheet', change: { files: [{ name: 'kosten.xlsx', size: 9000 }] }, field: null, key: null },
    { case: 'an exe', change: { files: [{ name: 'setup.exe', size: 9000 }] }, field: 'files', key: 'file-type-not-allowed' },
    { case: 'a duplicate', change: { files: [{ name: 'a.pdf', size: 9000 }, { name: 'a.pdf', size: 9000 }] }, field: 'files', key: 'file-duplicate' },
    { case: '21 MB in total', change: { files: [{ name: 'a.pdf', size: 11 * MB }, { name: 'b.pdf', size: 10 * MB }] }, field: 'files', key: 'files-total-too-large' },
    { case: 'an empty file', change: { files: [{ name: 'a.pdf', size: 0 }] }, field: 'files', key: 'file-too-small' },
  ] satisfies { case: string; change: Partial<ContactFormValues>; field: string | null; key: string | null }[])(
    '$case',
    ({ change, field, key }) => {
      const errors = validateContactForm({ ...valid, ...change });
      const failing = Object.entries(errors).filter(([, messageKey]) => messageKey !== null);
      expect(failing).toEqual(field === null ? [] : [[field, key]]);
    },
  );

  test('every key it can answer has a Dutch text', () => {
    const keys = ['topic-invalid', 'question-too-long'] as const;
    for (const key of keys) expect(VALIDATION_MESSAGES_NL[key]).toMatch(/\S/);
    expect(VALIDATION_MESSAGES_NL['question-too-long']).toContain(String(CONTACT_QUESTION_MAX_LENGTH));
  });

  test('the counted length never depends on how line breaks were sent', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', 'é', ' ', '\n') })), (lines) => {
        const typed = lines.join('\n');
        expect(contactQuestionLength(typed.replace(/\n/g, '\r\n'))).toBe(typed.length);
      }),
    );
  });
});

describe('ExtraData of POST ContactForm', () => {
  test.for([
    {
      case: 'e-mail and phone',
      values: { email: ' jan@example.nl ', phoneNumber: '+31 6 12345678' },
      entries: [
        { key: 'EmailAddress', value: 'jan@example.nl' },
        { key: 'PhoneNumber', value: '+31612345678' },
      ],
    },
    { case: 'no phone', values: { email: 'jan@example.nl', phoneNumber: ' ' }, entries: [{ key: 'EmailAddress', value: 'jan@example.nl' }] },
  ])('$case', ({ values, entries }) => {
    expect(contactFormExtraData(values)).toEqual(entries);
  });

  test('what is written reads back', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', '+31612345678', '+3247012345'), (email, phoneNumber) => {
        expect(readContactFormExtraData(contactFormExtraData({ email, phoneNumber }))).toEqual({ email, phoneNumber });
      }),
    );
  });

  test.for([
    { case: 'keys in any case', entries: [{ key: 'emailaddress', value: 'a@b.nl' }], expected: { email: 'a@b.nl', phoneNumber: '' } },
    { case: 'nothing', entries: [], expected: { email: '', phoneNumber: '' } },
    { case: 'an unknown key', entries: [{ key: 'Fax', value: '1' }], expected: { kind: 'unknown-key', key: 'Fax' } },
    {
      case: 'a key twice',
      entries: [
        { key: 'PhoneNumber', value: '+31612345678' },
        { key: 'PHONENUMBER', value: '+31612345679' },
      ],
      expected: { kind: 'repeated-key', key: 'PHONENUMBER' },
    },
  ])('reading $case', ({ entries, expected }) => {
    expect(readContactFormExtraData(entries)).toEqual(expected);
  });
});
