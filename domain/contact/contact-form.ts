/**
 * The contact form (spec 02 §2 "contactformulier", §3 "Contact form:
 * insured, topic, question text, files, email, phone", §5 "Contact form",
 * §7 "POST ContactForm"). The portal validates with these rules before
 * sending, the fake backend refuses what breaks them anyway.
 */
import { validateSubmittedFiles, type FileDescriptor } from '../files';
import {
  normalizePhoneNumber,
  validateOptionalPhoneNumber,
  validateRequiredEmail,
  validateRequiredText,
  type PhoneNumberMessageKey,
  type ValidationMessageKey,
} from '../validation';

/** "Contact form topics" (spec 02 §2), in the spec's order; the portal words them in Dutch. */
export const CONTACT_FORM_TOPICS = [
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
] as const;

export type ContactFormTopic = (typeof CONTACT_FORM_TOPICS)[number];

/** A topic from an address (`contactformulier?onderwerp=invoice`) or a submitted `Subject`. */
export function isContactFormTopic(value: unknown): value is ContactFormTopic {
  return typeof value === 'string' && (CONTACT_FORM_TOPICS as readonly string[]).includes(value);
}

/**
 * "Question text (with a maximum length and counter)": the spec names no
 * number; we take 2000 characters, about a full page of text, enough for a
 * question with its background while the insurer's systems (and the reply
 * within 5 working days) stay with a readable message.
 */
export const CONTACT_QUESTION_MAX_LENGTH = 2000;

/**
 * The length of a question as the counter shows it: a line break is one
 * character, whether it is typed as LF or arrives as CR LF (a multipart body
 * turns every line break of a text field into CR LF, so the server would
 * otherwise count one more character per line than the counter showed).
 */
export function contactQuestionLength(question: string): number {
  return question.replace(/\r\n?/g, '\n').length;
}

export function validateContactQuestion(
  question: string | null | undefined,
): 'required-field' | 'question-too-long' | null {
  const required = validateRequiredText(question);
  if (required) return required;
  return contactQuestionLength(question ?? '') > CONTACT_QUESTION_MAX_LENGTH ? 'question-too-long' : null;
}

export function validateContactTopic(topic: string | null | undefined): 'required-field' | 'topic-invalid' | null {
  if (validateRequiredText(topic)) return 'required-field';
  return isContactFormTopic(topic) ? null : 'topic-invalid';
}

/**
 * The phone number on the contact form is optional (a reply comes by
 * e-mail; the phone is for a call back): the one rule of every optional
 * phone field, `validateOptionalPhoneNumber`.
 */
export const validateContactPhoneNumber = (phoneNumber: string | null | undefined) => validateOptionalPhoneNumber(phoneNumber);

export interface ContactFormValues {
  /** the insured person the question is about ("forms act on the currently selected customer number") */
  customerNumber: string;
  topic: string;
  question: string;
  /** required: the reply goes there */
  email: string;
  /** optional */
  phoneNumber: string;
  files: readonly FileDescriptor[];
}

export type ContactFormField = keyof ContactFormValues;

export type ContactFormMessageKey = Extract<
  ValidationMessageKey,
  | 'required-field'
  | 'topic-invalid'
  | 'question-too-long'
  | 'email-required'
  | 'email-invalid'
  | PhoneNumberMessageKey
  | 'files-required'
  | 'file-duplicate'
  | 'files-total-too-large'
  | 'file-type-not-allowed'
  | 'file-too-small'
  | 'file-unreadable'
  | 'file-barely-readable'
  | 'file-locked'
>;

/**
 * Every field of the contact form with its message key, `null` where valid:
 * insured person and topic required (a topic from the list), the question
 * required and at most 2000 characters, the e-mail address required and
 * valid, the phone number valid when given, the files of the contact form's
 * types, no duplicate, at most 20 MB in total, none empty (files optional).
 * Whether the user may act for the insured person is the server's check.
 */
export function validateContactForm(values: ContactFormValues): Record<ContactFormField, ContactFormMessageKey | null> {
  return {
    customerNumber: validateRequiredText(values.customerNumber),
    topic: validateContactTopic(values.topic),
    question: validateContactQuestion(values.question),
    email: validateRequiredEmail(values.email),
    phoneNumber: validateContactPhoneNumber(values.phoneNumber),
    files: validateSubmittedFiles(values.files, 'contact-form', { isRequired: false }),
  };
}

/**
 * The `ExtraData[i].Key` names of `POST ContactForm` for the contact
 * details (the call carries them as key/value pairs, spec 02 §7).
 */
export const CONTACT_FORM_EXTRA_DATA_KEYS = {
  email: 'EmailAddress',
  phoneNumber: 'PhoneNumber',
} as const satisfies Partial<Record<ContactFormField, string>>;

export interface ExtraDataEntry {
  key: string;
  value: string;
}

/** The contact details as `ExtraData` entries, in this order; an empty phone number is left out. */
export function contactFormExtraData(values: Pick<ContactFormValues, 'email' | 'phoneNumber'>): ExtraDataEntry[] {
  const phoneNumber = normalizePhoneNumber(values.phoneNumber);
  return [
    { key: CONTACT_FORM_EXTRA_DATA_KEYS.email, value: values.email.trim() },
    ...(phoneNumber === '' ? [] : [{ key: CONTACT_FORM_EXTRA_DATA_KEYS.phoneNumber, value: phoneNumber }]),
  ];
}

export type ExtraDataProblem =
  | { kind: 'unknown-key'; key: string }
  | { kind: 'repeated-key'; key: string };

/**
 * Reads the contact details back from `ExtraData` entries (the server's
 * side). Keys are matched case-insensitively; an unknown or repeated key is
 * a problem, a missing one an empty value (the field rules then speak).
 */
export function readContactFormExtraData(
  entries: readonly ExtraDataEntry[],
): { email: string; phoneNumber: string } | ExtraDataProblem {
  const known = Object.entries(CONTACT_FORM_EXTRA_DATA_KEYS) as [keyof typeof CONTACT_FORM_EXTRA_DATA_KEYS, string][];
  const read = { email: '', phoneNumber: '' };
  const seen = new Set<string>();
  for (const entry of entries) {
    const field = known.find(([, key]) => key.toLowerCase() === entry.key.toLowerCase())?.[0];
    if (!field) return { kind: 'unknown-key', key: entry.key };
    if (seen.has(field)) return { kind: 'repeated-key', key: entry.key };
    seen.add(field);
    read[field] = entry.value;
  }
  return read;
}
