import { $activationRequest, $bankIdentification, activationRequestTaken, bankIdentificationTaken } from '@/entities/registration';
import { isLandline } from '@/entities/verification';
import { formProgressed, positiveNoticeShown, warningNoticeShown } from '@/shared/notices';
import { createForm, validationErrors, type FormRefusal } from '@/shared/lib/form';
import { navigationRequested, routeUrl } from '@/shared/routing';
import {
  normalizePhoneNumber,
  validateActivationCode,
  validateAgreementNumber,
  validateBirthDate,
  validateRequiredEmailConfirmation,
  validateNewPassword,
  validatePhoneNumber,
  validateRequiredEmail,
  validateUsername,
  validateVerificationCode,
} from '@portal/domain';
import { readClockFx } from '@/shared/lib/clock';
import { attach, combine, createEvent, createStore, merge, sample } from 'effector';
import {
  createAccountMutation,
  identityCheckMutation,
  sendActivationCodeMutation,
  sendVerificationCodeMutation,
  validateActivationCodeMutation,
} from '../api/registration';
import { readBirthDate, submittedBirthDate } from '../lib/birth-date';
import { registrationFailureOf, type RegistrationFailure } from '../lib/failure';


/**
 * The registration wizard (spec 01 §4 "Registration", §2 "Registration steps
 * seen in texts"): 1 identity (username, birth date, agreement number);
 * 2 e-mail address, then the activation code sent there; 3 password;
 * 4 phone number for the verification code; 5 that code, which creates the
 * account; then back to login.
 *
 * Two routes share it. `registreren` ("Create an account") holds the steps
 * up to sending the activation code; `activeren` ("Activation") holds the
 * activation code and everything after it. A bank identification (iDIN,
 * flow 0) replaces step 1: the wizard starts at the e-mail address and asks
 * the username with the password.
 */
export type WizardStep =
  | 'identity'
  | 'email'
  | 'activation-code'
  | 'password'
  | 'phone'
  | 'verification-code'
  /** `activeren` without a registration waiting for its activation code */
  | 'no-registration';

export type WizardRoute = 'register' | 'activate';

const ROUTE_OF_STEP: Record<WizardStep, WizardRoute> = {
  identity: 'register',
  email: 'register',
  'activation-code': 'activate',
  password: 'activate',
  phone: 'activate',
  'verification-code': 'activate',
  'no-registration': 'activate',
};

/** The five numbered steps of the texts; the activation code belongs to step 2. */
export const STEP_NUMBERS: Record<WizardStep, number | null> = {
  identity: 1,
  email: 2,
  'activation-code': 2,
  password: 3,
  phone: 4,
  'verification-code': 5,
  'no-registration': null,
};
export const STEP_COUNT = 5;

export interface Registration {
  customerNumber: string;
  /** the bearer of every later step: they belong to the client that passed the identity check (issue 13 item 8) */
  registrationToken: string;
  /** the username checked with the identity; null after a bank identification (asked at step 3) */
  username: string | null;
  identifiedBy: 'identity-check' | 'bank';
  /** the e-mail address the insurer knows, masked (IsValid), as a hint at step 2 */
  knownEmailAddress: string | null;
}

export interface CodeReceiver {
  /** the number as the user gave it, normalised: CreateAccount needs the same one */
  sentTo: string;
  /** masked, as the server answered it */
  phoneNumber: string;
  sendDate: string;
  channel: 'sms' | 'call';
}

export const registerOpened = createEvent();
export const registerClosed = createEvent();
export const activateOpened = createEvent();
export const activateClosed = createEvent();

export const otherDetailsClicked = createEvent();
export const activationCodeResendClicked = createEvent();
export const otherEmailClicked = createEvent();
export const verificationCodeResendClicked = createEvent();
export const otherPhoneNumberClicked = createEvent();

const wizardReset = createEvent();
const registrationStarted = createEvent<Registration>();
const stepRequested = createEvent<WizardStep>();

/** The clock is read in an effect: the birth date may not lie in the future. */
export const todayFx = attach({ effect: readClockFx });
const $today = createStore<Date | null>(null, { serialize: 'ignore' }).on(todayFx.doneData, (_, today) => today);

const $openedOn = createStore<WizardRoute | null>(null)
  .on(registerOpened, () => 'register')
  .on(activateOpened, () => 'activate')
  .on(registerClosed, (route) => (route === 'register' ? null : route))
  .on(activateClosed, (route) => (route === 'activate' ? null : route));

export const $step = createStore<WizardStep>('identity').on(stepRequested, (_, step) => step).reset(wizardReset);
/**
 * The step each route shows: the last one asked on that route. A step of the other route shows only once its
 * route is open, so the screen never swaps under the user's hands (the activation code typed into `registreren`
 * just before `activeren` replaced it would be lost).
 */
export const $stepOnRoute = createStore<Record<WizardRoute, WizardStep>>({ register: 'identity', activate: 'no-registration' })
  .on(stepRequested, (steps, step) => ({ ...steps, [ROUTE_OF_STEP[step]]: step }))
  .reset(wizardReset);
export const $registration = createStore<Registration | null>(null)
  .on(registrationStarted, (_, registration) => registration)
  .reset(wizardReset);
/** the address the activation code went to (ValidateActivationCode and CreateAccount need it) */
export const $activationEmail = createStore<string | null>(null).reset([wizardReset, registrationStarted]);
export const $codeReceiver = createStore<CodeReceiver | null>(null).reset([wizardReset, registrationStarted]);
/** a username the server refused as taken: an error on the field until another is typed */
const $takenUsername = createStore<string | null>(null).reset([wizardReset, registrationStarted]);

export const $progress = combine($step, $registration, (step, registration) => ({
  current: STEP_NUMBERS[step],
  identifiedByBank: registration?.identifiedBy === 'bank',
}));
export const $needsUsername = $registration.map((registration) => registration?.username === null);
export const $knownEmailAddress = $registration.map((registration) => registration?.knownEmailAddress ?? null);

export const $isPending = combine(
  [
    identityCheckMutation.$pending,
    sendActivationCodeMutation.$pending,
    validateActivationCodeMutation.$pending,
    sendVerificationCodeMutation.$pending,
    createAccountMutation.$pending,
  ],
  (pending) => pending.some(Boolean),
);

const usernameErrorOf = (username: string, taken: string | null): string | null =>
  validateUsername(username) ??
  (taken !== null && username.trim().toLowerCase() === taken.toLowerCase() ? 'features.registerAccount.errors.usernameTaken' : null);

/** A field left empty says which field it is. */
const MISSING = {
  username: 'features.registerAccount.missing.username',
  birthDate: 'features.registerAccount.missing.birthDate',
  agreementNumber: 'features.registerAccount.missing.agreementNumber',
  activationCode: 'features.registerAccount.missing.activationCode',
  password: 'features.registerAccount.missing.password',
  verificationCode: 'features.registerAccount.missing.verificationCode',
} as const;

// Step 1: "Validate identity data (username, birth date, agreement)".
export const identityForm = createForm({
  initial: { username: '', birthDate: '', agreementNumber: '' },
  extra: combine({ today: $today, taken: $takenUsername }),
  validate: (values, { today, taken }) => {
    const birthDate = readBirthDate(values.birthDate);
    return validationErrors(
      {
        username: usernameErrorOf(values.username, taken),
        birthDate:
          values.birthDate.trim() === ''
            ? 'required-field'
            : birthDate === null
              ? 'date-invalid'
              : validateBirthDate(birthDate, today ?? birthDate),
        agreementNumber: validateAgreementNumber(values.agreementNumber),
      },
      { username: MISSING.username, birthDate: MISSING.birthDate, agreementNumber: MISSING.agreementNumber },
    );
  },
  resetOn: [wizardReset],
});

// Step 2: the e-mail address (typed twice), then the activation code sent there.
export const emailForm = createForm({
  initial: { email: '', emailRepeat: '' },
  extra: createStore(null),
  validate: (values) =>
    validationErrors({
      email: validateRequiredEmail(values.email),
      emailRepeat: validateRequiredEmailConfirmation(values.email, values.emailRepeat),
    }),
  resetOn: [wizardReset],
});

export const activationForm = createForm({
  initial: { code: '' },
  extra: createStore(null),
  validate: (values) => validationErrors({ code: validateActivationCode(values.code) }, { code: MISSING.activationCode }),
  resetOn: [wizardReset, sendActivationCodeMutation.finished.success],
});

// Step 3: the password with its repeat (and the username after a bank identification).
export const passwordForm = createForm({
  initial: { username: '', password: '', repeat: '' },
  extra: combine({ needsUsername: $needsUsername, taken: $takenUsername }),
  validate: (values, { needsUsername, taken }) =>
    validationErrors(
      {
        username: needsUsername ? usernameErrorOf(values.username, taken) : null,
        ...validateNewPassword(values.password, values.repeat),
      },
      { username: MISSING.username, password: MISSING.password },
    ),
  resetOn: [wizardReset],
});

// Step 4: the phone number the verification code goes to.
export const phoneForm = createForm({
  initial: { phoneNumber: '' },
  extra: createStore(null),
  validate: (values) => validationErrors({ phoneNumber: validatePhoneNumber(values.phoneNumber) }),
  resetOn: [wizardReset],
});

// Step 5: the verification code; it creates the account.
export const verificationForm = createForm({
  initial: { code: '' },
  extra: createStore(null),
  validate: (values) => validationErrors({ code: validateVerificationCode(values.code) }, { code: MISSING.verificationCode }),
  resetOn: [wizardReset, sendVerificationCodeMutation.finished.success],
});

// Every step lives on its own route: moving to a step of the other route navigates there.
sample({
  clock: stepRequested,
  source: $openedOn,
  filter: (openedOn, step) => openedOn !== null && openedOn !== ROUTE_OF_STEP[step],
  fn: (_, step) => ({ to: routeUrl(ROUTE_OF_STEP[step]) }),
  target: navigationRequested,
});

// Opening `registreren`: a bank identification takes over; a registration in progress goes on at step 2.
sample({ clock: registerOpened, target: todayFx });
const registerEntered = sample({
  clock: registerOpened,
  source: { bankIdentification: $bankIdentification, registration: $registration, activationRequest: $activationRequest },
});
sample({
  clock: registerEntered,
  filter: ({ bankIdentification }) => bankIdentification !== null,
  fn: ({ bankIdentification }): Registration => ({
    customerNumber: bankIdentification?.customerNumber ?? '',
    registrationToken: bankIdentification?.registrationToken ?? '',
    username: null,
    identifiedBy: 'bank',
    knownEmailAddress: null,
  }),
  target: registrationStarted,
});
sample({
  clock: registerEntered,
  filter: ({ bankIdentification }) => bankIdentification !== null,
  fn: () => undefined,
  target: bankIdentificationTaken,
});
sample({
  clock: registerEntered,
  fn: ({ bankIdentification, registration, activationRequest }): WizardStep =>
    bankIdentification !== null || (registration !== null && activationRequest === null) ? 'email' : 'identity',
  target: stepRequested,
});

// A login of an account that was never activated: step 1 says so and starts with the username typed there.
const activationTaken = sample({
  clock: registerEntered,
  filter: ({ activationRequest }) => activationRequest !== null,
  fn: ({ activationRequest }) => ({ username: activationRequest?.username ?? '' }),
});
sample({ clock: activationTaken, target: identityForm.filled });
sample({ clock: activationTaken, fn: () => undefined, target: activationRequestTaken });
/** Shown on step 1 until the identity is checked: the account exists, but was never activated. */
export const $isActivatingAccount = createStore(false)
  .on(activationTaken, () => true)
  .reset([wizardReset, registerClosed, identityCheckMutation.finished.success]);
sample({ clock: otherDetailsClicked, fn: (): WizardStep => 'identity', target: stepRequested });

// Opening `activeren`: only a registration whose activation code was sent has something to activate.
sample({
  clock: activateOpened,
  source: { step: $step, email: $activationEmail, registration: $registration },
  fn: ({ step, email, registration }): WizardStep => {
    if (registration === null || email === null) return 'no-registration';
    return ROUTE_OF_STEP[step] === 'activate' && step !== 'no-registration' ? step : 'activation-code';
  },
  target: stepRequested,
});

// 1 → 2
sample({
  clock: identityForm.validSubmitted,
  fn: (values) => ({
    username: values.username.trim(),
    birthDate: submittedBirthDate(values.birthDate) ?? '',
    agreementId: values.agreementNumber.trim(),
  }),
  target: identityCheckMutation.start,
});
sample({
  clock: identityCheckMutation.finished.success,
  fn: ({ params, result }): Registration => ({
    customerNumber: result.customerNumber,
    registrationToken: result.registrationToken,
    username: params.username,
    identifiedBy: 'identity-check',
    knownEmailAddress: result.emailAddress,
  }),
  target: registrationStarted,
});
sample({ clock: identityCheckMutation.finished.success, fn: (): WizardStep => 'email', target: stepRequested });

// 2: the activation code by e-mail (again on request), then its check.
sample({
  clock: emailForm.validSubmitted,
  source: $registration,
  filter: Boolean,
  fn: (registration, values) => ({
    email: values.email.trim(),
    customerNumber: registration.customerNumber,
    registrationToken: registration.registrationToken,
  }),
  target: sendActivationCodeMutation.start,
});
sample({
  clock: activationCodeResendClicked,
  source: { registration: $registration, email: $activationEmail },
  filter: ({ registration, email }) => registration !== null && email !== null,
  fn: ({ registration, email }) => ({
    email: email ?? '',
    customerNumber: registration?.customerNumber ?? '',
    registrationToken: registration?.registrationToken ?? '',
  }),
  target: sendActivationCodeMutation.start,
});
const activationCodeSent = sample({
  clock: sendActivationCodeMutation.finished.success,
  source: $step,
  fn: (step, { params }) => ({ email: params.email, isResent: step === 'activation-code' }),
});
$activationEmail.on(activationCodeSent, (_, { email }) => email);
sample({
  clock: activationCodeSent,
  filter: ({ isResent }) => isResent,
  fn: () => ({ messageKey: 'features.registerAccount.activation.resent' }),
  target: positiveNoticeShown,
});
sample({ clock: activationCodeSent, fn: (): WizardStep => 'activation-code', target: stepRequested });
sample({ clock: otherEmailClicked, fn: (): WizardStep => 'email', target: stepRequested });

sample({
  clock: activationForm.validSubmitted,
  source: { email: $activationEmail, registration: $registration },
  filter: ({ email, registration }) => email !== null && registration !== null,
  fn: ({ email, registration }, values) => ({
    email: email ?? '',
    code: values.code.trim(),
    registrationToken: registration?.registrationToken ?? '',
  }),
  target: validateActivationCodeMutation.start,
});
sample({ clock: validateActivationCodeMutation.finished.success, fn: (): WizardStep => 'password', target: stepRequested });

// 3 → 4: the password is only checked here; CreateAccount sends it.
sample({ clock: passwordForm.validSubmitted, fn: (): WizardStep => 'phone', target: stepRequested });

// 4: "send a verification code (phone number and send date returned)"; a landline gets a call.
sample({
  clock: phoneForm.validSubmitted,
  source: $registration,
  filter: Boolean,
  fn: (registration, values) => ({
    customerNumber: registration.customerNumber,
    phoneNumber: normalizePhoneNumber(values.phoneNumber),
    registrationToken: registration.registrationToken,
  }),
  target: sendVerificationCodeMutation.start,
});
sample({
  clock: verificationCodeResendClicked,
  source: { registration: $registration, receiver: $codeReceiver },
  filter: ({ registration, receiver }) => registration !== null && receiver !== null,
  fn: ({ registration, receiver }) => ({
    customerNumber: registration?.customerNumber ?? '',
    phoneNumber: receiver?.sentTo ?? '',
    registrationToken: registration?.registrationToken ?? '',
  }),
  target: sendVerificationCodeMutation.start,
});
const verificationCodeSent = sample({
  clock: sendVerificationCodeMutation.finished.success,
  source: $step,
  fn: (step, { params, result }) => ({
    receiver: {
      sentTo: params.phoneNumber,
      phoneNumber: result.phoneNumber,
      sendDate: result.sendDate,
      channel: isLandline(params.phoneNumber) ? ('call' as const) : ('sms' as const),
    },
    isResent: step === 'verification-code',
  }),
});
$codeReceiver.on(verificationCodeSent, (_, { receiver }) => receiver);
sample({
  clock: verificationCodeSent,
  filter: ({ isResent }) => isResent,
  fn: () => ({ messageKey: 'features.registerAccount.verification.resent' }),
  target: positiveNoticeShown,
});
sample({ clock: verificationCodeSent, fn: (): WizardStep => 'verification-code', target: stepRequested });
sample({ clock: otherPhoneNumberClicked, fn: (): WizardStep => 'phone', target: stepRequested });

// 5: "create the account, then go to login".
sample({
  clock: verificationForm.validSubmitted,
  source: {
    registration: $registration,
    email: $activationEmail,
    receiver: $codeReceiver,
    credentials: passwordForm.$values,
  },
  filter: ({ registration, email, receiver }) => registration !== null && email !== null && receiver !== null,
  fn: ({ registration, email, receiver, credentials }, values) => ({
    customerNumber: registration?.customerNumber ?? '',
    username: registration?.username ?? credentials.username.trim(),
    password: credentials.password,
    email: email ?? '',
    phoneNumber: receiver?.sentTo ?? '',
    verificationCode: values.code.trim(),
    registrationToken: registration?.registrationToken ?? '',
  }),
  target: createAccountMutation.start,
});
sample({
  clock: createAccountMutation.finished.success,
  fn: () => ({ messageKey: 'features.registerAccount.created' }),
  target: positiveNoticeShown,
});
sample({ clock: createAccountMutation.finished.success, target: wizardReset });
sample({
  clock: createAccountMutation.finished.success,
  fn: () => ({ to: routeUrl('login'), replace: true }),
  target: navigationRequested,
});

// Refusals (spec 01 §8 "Registration", "Wrong verification code").
export const registrationRefused = merge([
  identityCheckMutation.finished.failure,
  sendActivationCodeMutation.finished.failure,
  validateActivationCodeMutation.finished.failure,
  sendVerificationCodeMutation.finished.failure,
  createAccountMutation.finished.failure,
]).map(({ error }) => registrationFailureOf(error));

/**
 * The text of each refusal (spec 01 §8 "Registration": unknown-data, unknown-username, 'De ingevoerde activatiecode is
 * onjuist...'; "Wrong verification code"), and the field it is about where it is about one (or two) of the step's fields.
 */
const REFUSAL_OF: Partial<Record<RegistrationFailure, FormRefusal>> = {
  'unknown-data': { message: 'features.registerAccount.failures.unknownData', field: 'birthDate', alsoFields: ['agreementNumber'] },
  'unknown-username': { message: 'features.registerAccount.failures.unknownUsername', field: 'username' },
  'wrong-activation-code': { message: 'features.registerAccount.failures.wrongActivationCode', field: 'code' },
  'activation-code-expired': { message: 'features.registerAccount.failures.activationCodeExpired' },
  'activation-code-blocked': { message: 'features.registerAccount.failures.activationCodeBlocked' },
  // "Wrong-code notice (also for 'Verificationcode was invalid' at account creation)": at its field, as on `verificatie`
  'wrong-verification-code': { message: 'features.registerAccount.failures.wrongVerificationCode', field: 'code' },
  'verification-code-expired': { message: 'features.registerAccount.failures.verificationCodeExpired' },
  'verification-code-blocked': { message: 'features.registerAccount.failures.verificationCodeBlocked' },
  'registration-lost': { message: 'features.registerAccount.failures.registrationLost' },
  generic: { message: 'features.registerAccount.failures.generic' },
};

/**
 * A refusal that sends the user to another step; the others stay on their step. An activation code that ran out or
 * was blocked: a new one from step 2; "an expired code sends the user back": to the phone number, for a new code.
 */
const STEP_AFTER: Partial<Record<RegistrationFailure, WizardStep>> = {
  'activation-code-expired': 'email',
  'activation-code-blocked': 'email',
  'verification-code-expired': 'phone',
  'verification-code-blocked': 'phone',
  'registration-lost': 'identity',
};

// The server lost the registration: start again (before the refusal is placed on step 1, so that it stays there).
sample({ clock: registrationRefused, filter: (failure) => failure === 'registration-lost', fn: () => undefined, target: wizardReset });
/**
 * The refusal goes into the error summary of the step the user is on after it (focused, at its field), not into a
 * notice: a notice took the focus nowhere, marked no field and covered the step indicator on a phone.
 */
const refusalPlaced = sample({
  clock: registrationRefused,
  source: { step: $step, registration: $registration },
  filter: (_, failure) => REFUSAL_OF[failure] !== undefined,
  fn: ({ step, registration }, failure) => {
    // 'Account not found' names the username: typed at step 1, or at step 3 after a bank identification
    const usernameStep: WizardStep = registration?.identifiedBy === 'bank' ? 'password' : 'identity';
    const refusal = REFUSAL_OF[failure] ?? { message: 'features.registerAccount.failures.generic' };
    return { step: failure === 'unknown-username' ? usernameStep : (STEP_AFTER[failure] ?? step), refusal };
  },
});
const FORM_OF_STEP = {
  identity: identityForm,
  email: emailForm,
  'activation-code': activationForm,
  password: passwordForm,
  phone: phoneForm,
  'verification-code': verificationForm,
} as const;
for (const [step, form] of Object.entries(FORM_OF_STEP) as [keyof typeof FORM_OF_STEP, (typeof FORM_OF_STEP)[keyof typeof FORM_OF_STEP]][]) {
  sample({
    clock: refusalPlaced,
    filter: (placed) => placed.step === step,
    fn: ({ refusal }) => refusal,
    target: form.refused,
  });
}
// the same step again changes nothing; another one may be on the other route, where the refusal waits in its summary
sample({ clock: refusalPlaced, fn: ({ step }) => step, target: stepRequested });

// A refused code is typed again: the field is emptied, the refusal says why.
sample({ clock: validateActivationCodeMutation.finished.failure, fn: () => ({ code: '' }), target: activationForm.filled });
sample({ clock: createAccountMutation.finished.failure, fn: () => ({ code: '' }), target: verificationForm.filled });

// "'Account already exists' gives account-registered and goes to login."
const alreadyRegistered = sample({ clock: registrationRefused, filter: (failure) => failure === 'account-registered' });
sample({
  clock: alreadyRegistered,
  fn: () => ({ messageKey: 'features.registerAccount.failures.accountRegistered', forNextPage: true }),
  target: warningNoticeShown,
});
sample({ clock: alreadyRegistered, target: wizardReset });
sample({ clock: alreadyRegistered, fn: () => ({ to: routeUrl('login'), replace: true }), target: navigationRequested });

// A taken username: back to the step where it was typed, with the error on the field.
sample({
  clock: [identityCheckMutation.finished.failure, createAccountMutation.finished.failure],
  filter: ({ error }) => registrationFailureOf(error) === 'username-taken',
  fn: ({ params }) => params.username,
  target: $takenUsername,
});
sample({
  clock: createAccountMutation.finished.failure,
  source: $registration,
  filter: (_, { error }) => registrationFailureOf(error) === 'username-taken',
  fn: (registration): WizardStep => (registration?.identifiedBy === 'bank' ? 'password' : 'identity'),
  target: stepRequested,
});

// A step passed (or left by the user's choice): the notices of its failures go, before the next step's own notices come
// (issue 12 point 2: a step-1 error never covers step 2, the success never sits under old errors).
sample({
  clock: [
    identityCheckMutation.finished.success,
    sendActivationCodeMutation.finished.success,
    validateActivationCodeMutation.finished.success,
    passwordForm.validSubmitted,
    sendVerificationCodeMutation.finished.success,
    createAccountMutation.finished.success,
    otherDetailsClicked,
    otherEmailClicked,
    otherPhoneNumberClicked,
  ],
  target: formProgressed,
});

