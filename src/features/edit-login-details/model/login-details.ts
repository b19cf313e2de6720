import { sessionRenewed } from '@/entities/session';
import { SessionExpiredError, statusOf } from '@/shared/api';
import { negativeNoticeShown, positiveNoticeShown } from '@/shared/notices';
import {
  normalizePhoneNumber,
  validatePassword,
  validatePasswordRepeat,
  validatePhoneNumber,
  validateUsername,
  type ValidationMessageKey,
} from '@portal/domain';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { changePasswordMutation, updatePhoneNumberMutation, updateUsernameMutation } from '../api/login-details';

/** Which of the three login details is changed: the page's query parameter says. */
export type LoginDetail = 'username' | 'password' | 'phone-number';

/** 'username-exists' is the answer's flag, not a domain rule. */
export type LoginDetailsError = ValidationMessageKey | 'username-exists';

export const formOpened = createEvent<{ username: string; phoneNumber: string | null }>();

// ---- username ----
export const usernameChanged = createEvent<string>();
export const usernameSubmitted = createEvent();
export const $username = createStore('')
  .on(formOpened, (_, { username }) => username)
  .on(usernameChanged, (_, value) => value);
/** The server said another account has the username that was sent; cleared when it is edited. */
const $takenUsername = createStore<string | null>(null)
  .on(updateUsernameMutation.finished.success, (_, { params, result }) => (result.usernameExists ? params : null))
  .reset([formOpened, usernameChanged]);
export const $usernameAttempt = createStore(0)
  .on(usernameSubmitted, (attempt) => attempt + 1)
  .on(updateUsernameMutation.finished.success, (attempt, { result }) => (result.usernameExists ? attempt + 1 : attempt))
  .reset(formOpened);
const $usernameError = combine($username, $takenUsername, (username, taken): LoginDetailsError | null =>
  validateUsername(username.trim()) ?? (taken !== null && taken === username.trim() ? 'username-exists' : null),
);
export const $shownUsernameError = combine($usernameError, $usernameAttempt, (error, attempt) => (attempt > 0 ? error : null));
export const $isSavingUsername = updateUsernameMutation.$pending;

sample({
  clock: usernameSubmitted,
  source: { username: $username, error: $usernameError, isSaving: $isSavingUsername },
  filter: ({ error, isSaving }) => error === null && !isSaving,
  fn: ({ username }) => username.trim(),
  target: updateUsernameMutation.start,
});
const usernameSaved = updateUsernameMutation.finished.success.filter({ fn: ({ result }) => !result.usernameExists });

// ---- password ----
export const passwordChanged = createEvent<string>();
export const repeatChanged = createEvent<string>();
export const passwordSubmitted = createEvent();
export const $password = createStore('').on(passwordChanged, (_, value) => value).reset(formOpened);
export const $repeat = createStore('').on(repeatChanged, (_, value) => value).reset(formOpened);
export const $passwordAttempt = createStore(0).on(passwordSubmitted, (attempt) => attempt + 1).reset(formOpened);
const $passwordErrors = combine($password, $repeat, (password, repeat) => ({
  password: validatePassword(password),
  repeat: validatePassword(password) === null ? validatePasswordRepeat(password, repeat) : null,
}));
export const $shownPasswordErrors = combine($passwordErrors, $passwordAttempt, (errors, attempt) =>
  attempt > 0 ? errors : { password: null, repeat: null },
);
export const $isSavingPassword = changePasswordMutation.$pending;

sample({
  clock: passwordSubmitted,
  source: { password: $password, errors: $passwordErrors, isSaving: $isSavingPassword },
  filter: ({ errors, isSaving }) => errors.password === null && errors.repeat === null && !isSaving,
  fn: ({ password }) => password,
  target: changePasswordMutation.start,
});
sample({ clock: changePasswordMutation.finished.success, fn: ({ result }) => result.accessToken, target: sessionRenewed });

// ---- phone number ----
export const phoneNumberChanged = createEvent<string>();
export const phoneNumberSubmitted = createEvent();
export const $phoneNumber = createStore('')
  .on(formOpened, (_, { phoneNumber }) => phoneNumber ?? '')
  .on(phoneNumberChanged, (_, value) => value);
export const $phoneNumberAttempt = createStore(0).on(phoneNumberSubmitted, (attempt) => attempt + 1).reset(formOpened);
const $phoneNumberError = $phoneNumber.map((phoneNumber) => validatePhoneNumber(phoneNumber));
export const $shownPhoneNumberError = combine($phoneNumberError, $phoneNumberAttempt, (error, attempt) =>
  attempt > 0 ? error : null,
);
export const $isSavingPhoneNumber = updatePhoneNumberMutation.$pending;

sample({
  clock: phoneNumberSubmitted,
  source: { phoneNumber: $phoneNumber, error: $phoneNumberError, isSaving: $isSavingPhoneNumber },
  filter: ({ error, isSaving }) => error === null && !isSaving,
  fn: ({ phoneNumber }) => normalizePhoneNumber(phoneNumber),
  target: updatePhoneNumberMutation.start,
});

// ---- saving: a valid notice and back, or the error-saving notice ----
/** One of the login details is stored: the page goes back to the settings. */
export const saved = merge([
  usernameSaved.map((): LoginDetail => 'username'),
  changePasswordMutation.finished.success.map((): LoginDetail => 'password'),
  updatePhoneNumberMutation.finished.success.map((): LoginDetail => 'phone-number'),
]);

sample({
  clock: saved,
  fn: (detail) => ({ messageKey: `features.editLoginDetails.saved.${detail}` }),
  target: positiveNoticeShown,
});

const endsSession = (error: unknown) => error instanceof SessionExpiredError || statusOf(error) === 401 || statusOf(error) === 403;
sample({
  clock: [
    updateUsernameMutation.finished.failure,
    changePasswordMutation.finished.failure,
    updatePhoneNumberMutation.finished.failure,
  ],
  filter: ({ error }) => !endsSession(error),
  fn: () => ({ messageKey: 'features.editLoginDetails.errorSaving' }),
  target: negativeNoticeShown,
});
