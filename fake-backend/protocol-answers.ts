/**
 * The API's answers in its own English protocol words (spec 01 §8 quotes them; the portal maps each to a Dutch text
 * of its own and never shows them): login, codes, registration and iDIN. They are the only refusals of this server
 * that are not Dutch (issue 32 point 23); the language checks (`refusal-language.test.ts`, the fuzzing) allow these
 * and nothing else.
 */
import { ACCOUNT_MESSAGES, missingContactMessage } from './areas/account';
import { CREATE_ACCOUNT_MESSAGES } from './areas/create-account';
import { IDIN_MESSAGES } from './areas/idin';

const MISSING_CONTACTS = [
  { phoneNumber: null, emailAddress: null },
  { phoneNumber: null, emailAddress: 'known' },
  { phoneNumber: 'known', emailAddress: null },
].map((customer) => missingContactMessage(customer)).filter((message): message is string => message !== null);

export const PROTOCOL_ANSWERS: readonly string[] = [
  ...new Set([...Object.values(ACCOUNT_MESSAGES), ...Object.values(CREATE_ACCOUNT_MESSAGES), ...Object.values(IDIN_MESSAGES), ...MISSING_CONTACTS]),
];
