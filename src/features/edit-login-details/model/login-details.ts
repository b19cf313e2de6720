import type { AccountDetails } from '@/entities/account';
import { sessionRenewed } from '@/entities/session';
import { createForm, createFormSubmission, serverRefusalOf, validationErrors } from '@/shared/lib/form';
import { positiveNoticeShown } from '@/shared/notices';
import { normalizePhoneNumber, validateNewPassword, validatePhoneNumber, validateUsername } from '@portal/domain';
import { createEvent, createStore, merge, sample } from 'effector';
import { changePasswordMutation, updatePhoneNumberMutation, updateUsernameMutation } from '../api/login-details';

/** Which of the three login details is changed: the page's query parameter says. */
export type LoginDetail = 'username' | 'password' | 'phone-number';

export const formOpened = createEvent<AccountDetails>();

const ERROR_SAVING = 'features.editLoginDetails.errorSaving';

// ---- username: 8 to 50 characters, not one another account has ----
// The field is the new username: it starts empty, and the current one is shown beside it as text.
export const usernameForm = createForm<{ username: string }>({
  initial: { username: '' },
  validate: ({ username }) => validationErrors({ username: validateUsername(username) }),
  resetOn: [formOpened],
});
/** The username as it is: shown above the field; saving it again changes nothing, and says so (issue 12 point 9). */
export const $currentUsername = createStore('').on(formOpened, (_, { username }) => username);
/** The account details as read: the username change sends them back whole, with the new username. */
const $accountDetails = createStore<AccountDetails | null>(null).on(formOpened, (_, details) => details);
const usernameWanted = sample({
  clock: usernameForm.validSubmitted,
  source: $currentUsername,
  filter: (current, { username }) => username.trim() !== current,
  fn: (_, values) => values,
});
sample({
  clock: usernameForm.validSubmitted,
  source: $currentUsername,
  filter: (current, { username }) => username.trim() === current,
  fn: () => ({ field: 'username', message: 'features.editLoginDetails.usernameUnchanged' }),
  target: usernameForm.refused,
});
export const usernameSubmission = createFormSubmission({
  form: usernameForm,
  sendOn: usernameWanted,
  mutation: updateUsernameMutation,
  source: $accountDetails,
  canSend: (details) => details !== null,
  toParams: ({ username }, details) => ({ ...details!, username: username.trim() }),
  // "Response has usernameExists": a taken username is a refusal, not a change
  savedNotice: null,
  errorSavingKey: ERROR_SAVING,
  refusalOf: (error) => serverRefusalOf(error, { username: 'username' }),
});
const usernameAnswered = usernameSubmission.saved.map(({ result }) => result.usernameExists);
sample({
  clock: usernameAnswered,
  filter: (usernameExists) => usernameExists,
  fn: () => ({ field: 'username', message: 'features.editLoginDetails.usernameExists' }),
  target: usernameForm.refused,
});
const usernameSaved = usernameAnswered.filter({ fn: (usernameExists) => !usernameExists });

// ---- password: by the rules, typed twice ----
export const passwordForm = createForm<{ password: string; repeat: string }>({
  initial: { password: '', repeat: '' },
  // every error at once: a repeat missing or different is known before the password meets the rules
  validate: ({ password, repeat }) => validationErrors(validateNewPassword(password, repeat)),
  resetOn: [formOpened],
});
export const passwordSubmission = createFormSubmission({
  form: passwordForm,
  mutation: changePasswordMutation,
  toParams: ({ password }) => password,
  savedNotice: null,
  errorSavingKey: ERROR_SAVING,
  refusalOf: (error) => serverRefusalOf(error, { Password: 'password' }),
});
sample({ clock: passwordSubmission.saved, fn: ({ result }) => result.accessToken, target: sessionRenewed });

// ---- phone number: the number the verification codes go to ----
export const phoneNumberForm = createForm<{ phoneNumber: string }>({
  initial: { phoneNumber: '' },
  validate: ({ phoneNumber }) => validationErrors({ phoneNumber: validatePhoneNumber(phoneNumber) }),
  resetOn: [formOpened],
});
sample({ clock: formOpened, fn: ({ phoneNumber }) => ({ phoneNumber: phoneNumber ?? '' }), target: phoneNumberForm.filled });
export const phoneNumberSubmission = createFormSubmission({
  form: phoneNumberForm,
  mutation: updatePhoneNumberMutation,
  toParams: ({ phoneNumber }) => normalizePhoneNumber(phoneNumber),
  savedNotice: null,
  errorSavingKey: ERROR_SAVING,
  refusalOf: (error) => serverRefusalOf(error, { phoneNumber: 'phoneNumber' }),
});

/** One of the login details is stored: a valid notice, and the page goes back to the settings. */
export const saved = merge([
  usernameSaved.map((): LoginDetail => 'username'),
  passwordSubmission.saved.map((): LoginDetail => 'password'),
  phoneNumberSubmission.saved.map((): LoginDetail => 'phone-number'),
]);

sample({
  clock: saved,
  fn: (detail) => ({ messageKey: `features.editLoginDetails.saved.${detail}` }),
  target: positiveNoticeShown,
});
