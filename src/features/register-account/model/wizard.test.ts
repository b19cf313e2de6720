import { $activationRequest, $bankIdentification, activationAsked, identifiedByBank } from '@/entities/registration';
import { ApiError, requestFx, type ApiRequest } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { navigateFx, type NavigationRequest } from '@/shared/routing';
import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import {
  $activationEmail,
  $codeReceiver,
  $isActivatingAccount,
  $progress,
  $registration,
  $step,
  $stepOnRoute,
  activateClosed,
  activateOpened,
  activationForm,
  emailForm,
  identityForm,
  passwordForm,
  phoneForm,
  registerClosed,
  registerOpened,
  todayFx,
  verificationCodeResendClicked,
  verificationForm,
} from './wizard';

const SANNE = { username: 'sannevisser', birthDate: '14-03-1991', agreementNumber: '40199001' };
const CUSTOMER_NUMBER = '300100200';

/** A 500 without a message. */
const SERVER_ERROR = Symbol('500');

/** What the fake server answers per path; a string is a 400 with that message. */
type Answers = Partial<Record<string, unknown>>;

const OK_ANSWERS: Answers = {
  'CreateAccount/IsValid': { customerNumber: CUSTOMER_NUMBER, emailAddress: 's***@example.org', registrationToken: 'registratie-van-sanne' },
  'CreateAccount/SendActivationCode': null,
  'CreateAccount/ValidateActivationCode': null,
  'CreateAccount/SendVerificationCode': { phoneNumber: '+316******78', sendDate: '2026-11-23T10:00:00.000Z' },
  CreateAccount: null,
};

function setUp(answers: Answers = {}) {
  const requests: ApiRequest[] = [];
  const navigations: NavigationRequest[] = [];
  const all = { ...OK_ANSWERS, ...answers };
  // an attached effect's handler gets its source first, then what it hands to the inner effect
  const scope = fork({
    handlers: [
      [
        requestFx,
        (_: unknown, { request }: { request: ApiRequest }) => {
          requests.push(request);
          const answer = all[request.path];
          if (typeof answer === 'string') throw new ApiError(400, request.path, answer);
          if (answer === SERVER_ERROR) throw new ApiError(500, request.path, null);
          return answer;
        },
      ],
      [
        navigateFx,
        (_: unknown, request: NavigationRequest) => {
          navigations.push(request);
        },
      ],
      [todayFx, () => new Date(2026, 10, 23)],
    ],
  });
  const bodyOf = (path: string) => requests.filter((request) => request.path === path).map((request) => request.json);
  /** the bearer each call of a step carried: the registration's token (issue 13 item 8) */
  const bearersOf = (path: string) => requests.filter((request) => request.path === path).map((request) => request.bearer);
  return { scope, requests, navigations, bodyOf, bearersOf, answers: all };
}

async function fill<Field extends string>(
  scope: Scope,
  form: { fieldChanged: EventCallable<{ field: Field; value: string }> },
  values: Partial<Record<Field, string>>,
) {
  for (const [field, value] of Object.entries(values) as [Field, string][]) {
    await allSettled(form.fieldChanged, { scope, params: { field, value } });
  }
}

const noticeKeys = (scope: Scope) => scope.getState($notices).map((notice) => `${notice.kind}:${notice.messageKey}`);

async function passIdentity(scope: Scope) {
  await allSettled(registerOpened, { scope });
  await fill(scope, identityForm, SANNE);
  await allSettled(identityForm.submitted, { scope });
}

async function passEmail(scope: Scope, email = 'sanne@example.org') {
  await fill(scope, emailForm, { email, emailRepeat: email });
  await allSettled(emailForm.submitted, { scope });
  await allSettled(registerClosed, { scope });
  await allSettled(activateOpened, { scope });
}

async function passActivationAndPassword(scope: Scope, extra: Record<string, string> = {}) {
  await fill(scope, activationForm, { code: '24680' });
  await allSettled(activationForm.submitted, { scope });
  await fill(scope, passwordForm, { password: 'Registreer#1', repeat: 'Registreer#1', ...extra });
  await allSettled(passwordForm.submitted, { scope });
}

async function passPhone(scope: Scope, phoneNumber = '+31 6 12345678') {
  await fill(scope, phoneForm, { phoneNumber });
  await allSettled(phoneForm.submitted, { scope });
}

async function enterVerificationCode(scope: Scope, code = '12345') {
  await fill(scope, verificationForm, { code });
  await allSettled(verificationForm.submitted, { scope });
}

describe('the registration wizard in a forked scope', () => {
  test('Sanne goes through the five steps; the account is created and she is sent to login with a notice', async () => {
    const { scope, navigations, bodyOf, bearersOf } = setUp();
    await allSettled(registerOpened, { scope });
    expect(scope.getState($step)).toBe('identity');
    expect(scope.getState($progress)).toEqual({ current: 1, identifiedByBank: false });

    await fill(scope, identityForm, { ...SANNE, birthDate: '14-3-1991' });
    await allSettled(identityForm.submitted, { scope });
    expect(bodyOf('CreateAccount/IsValid')).toEqual([{ username: 'sannevisser', birthDate: '1991-03-14', agreementId: '40199001' }]);
    expect(scope.getState($step)).toBe('email');
    expect(scope.getState($registration)).toMatchObject({ customerNumber: CUSTOMER_NUMBER, knownEmailAddress: 's***@example.org' });

    await fill(scope, emailForm, { email: ' sanne@example.org ', emailRepeat: 'Sanne@example.org' });
    await allSettled(emailForm.submitted, { scope });
    expect(bodyOf('CreateAccount/SendActivationCode')).toEqual([{ email: 'sanne@example.org', customerNumber: CUSTOMER_NUMBER }]);
    // the activation code belongs to `activeren`
    expect(navigations).toEqual([{ to: '/activeren' }]);
    // `registreren` keeps its e-mail step until `activeren` takes over: no field appears there to be typed into and lost
    expect(scope.getState($stepOnRoute)).toEqual({ register: 'email', activate: 'activation-code' });
    await allSettled(registerClosed, { scope });
    await allSettled(activateOpened, { scope });
    expect(scope.getState($step)).toBe('activation-code');
    expect(scope.getState($progress).current).toBe(2);

    await fill(scope, activationForm, { code: '24680' });
    await allSettled(activationForm.submitted, { scope });
    expect(bodyOf('CreateAccount/ValidateActivationCode')).toEqual([{ email: 'sanne@example.org', code: '24680' }]);
    expect(scope.getState($step)).toBe('password');

    await fill(scope, passwordForm, { password: 'Registreer#1', repeat: 'Registreer#1' });
    await allSettled(passwordForm.submitted, { scope });
    expect(scope.getState($step)).toBe('phone');

    await passPhone(scope);
    expect(bodyOf('CreateAccount/SendVerificationCode')).toEqual([{ customerNumber: CUSTOMER_NUMBER, phoneNumber: '+31612345678' }]);
    expect(scope.getState($step)).toBe('verification-code');
    expect(scope.getState($codeReceiver)).toMatchObject({ channel: 'sms', phoneNumber: '+316******78' });

    await enterVerificationCode(scope);
    // issue 13 item 8: every step after the identity check carries the token that check answered, as its bearer
    for (const path of ['CreateAccount/SendActivationCode', 'CreateAccount/ValidateActivationCode', 'CreateAccount/SendVerificationCode', 'CreateAccount']) {
      expect(bearersOf(path), path).toEqual(['registratie-van-sanne']);
    }
    expect(bearersOf('CreateAccount/IsValid')).toEqual([undefined]);
    expect(bodyOf('CreateAccount')).toEqual([
      {
        customerNumber: CUSTOMER_NUMBER,
        username: 'sannevisser',
        password: 'Registreer#1',
        email: 'sanne@example.org',
        phoneNumber: '+31612345678',
        verificationCode: '12345',
      },
    ]);
    expect(noticeKeys(scope)).toEqual(['positive:features.registerAccount.created']);
    expect(navigations.at(-1)).toEqual({ to: '/inloggen', replace: true });
    // nothing of the registration stays behind
    expect(scope.getState($registration)).toBeNull();
    expect(scope.getState($step)).toBe('identity');
    expect(scope.getState(passwordForm.$values).password).toBe('');
  });

  test('a landline gets a call; a new code goes to the same number', async () => {
    const { scope, bodyOf } = setUp();
    await passIdentity(scope);
    await passEmail(scope);
    await passActivationAndPassword(scope);
    await passPhone(scope, '+31 20 123 4567');
    expect(scope.getState($codeReceiver)?.channel).toBe('call');
    await allSettled(verificationCodeResendClicked, { scope });
    expect(bodyOf('CreateAccount/SendVerificationCode')).toEqual([
      { customerNumber: CUSTOMER_NUMBER, phoneNumber: '+31201234567' },
      { customerNumber: CUSTOMER_NUMBER, phoneNumber: '+31201234567' },
    ]);
    expect(noticeKeys(scope)).toEqual(['positive:features.registerAccount.verification.resent']);
  });

  test('the domain rules hold each step back until they pass, with their messages', async () => {
    const { scope, requests } = setUp();
    await allSettled(registerOpened, { scope });
    await allSettled(identityForm.submitted, { scope });
    expect(scope.getState(identityForm.$shownErrors)).toEqual({
      username: 'features.registerAccount.missing.username',
      birthDate: 'features.registerAccount.missing.birthDate',
      agreementNumber: 'features.registerAccount.missing.agreementNumber',
    });
    await fill(scope, identityForm, { username: 'sanne', birthDate: '24-11-2026', agreementNumber: '401990011' });
    expect(scope.getState(identityForm.$shownErrors)).toEqual({
      username: 'validation.username-too-short',
      birthDate: 'validation.birth-date-in-future',
      agreementNumber: 'validation.agreement-number-invalid',
    });
    // the username is sent trimmed, so a space after 7 characters does not make it 8
    await fill(scope, identityForm, { username: 'jjansen ', birthDate: '31-02-1991' });
    expect(scope.getState(identityForm.$shownErrors).username).toBe('validation.username-too-short');
    expect(scope.getState(identityForm.$shownErrors).birthDate).toBe('validation.date-invalid');
    await allSettled(identityForm.submitted, { scope });
    expect(requests).toEqual([]);

    await fill(scope, identityForm, SANNE);
    await allSettled(identityForm.submitted, { scope });
    // both empty: both missing on the one submit, not the repeat only once the address is there
    await allSettled(emailForm.submitted, { scope });
    expect(scope.getState(emailForm.$shownErrors)).toEqual({ email: 'validation.email-required', emailRepeat: 'validation.required-field' });
    await fill(scope, emailForm, { email: 'sanne@example', emailRepeat: 'sanne@example.org' });
    await allSettled(emailForm.submitted, { scope });
    expect(scope.getState(emailForm.$shownErrors)).toEqual({ email: 'validation.email-invalid', emailRepeat: 'validation.email-mismatch' });

    await passEmail(scope);
    await fill(scope, activationForm, { code: '2468a' });
    await allSettled(activationForm.submitted, { scope });
    expect(scope.getState(activationForm.$shownErrors)).toEqual({ code: 'validation.activation-code-invalid' });
    await fill(scope, activationForm, { code: '24680' });
    await allSettled(activationForm.submitted, { scope });

    await fill(scope, passwordForm, { password: 'registreer', repeat: 'Registreer' });
    await allSettled(passwordForm.submitted, { scope });
    // no digit and no special character: the whole rule at once, not one after the other
    expect(scope.getState(passwordForm.$shownErrors)).toEqual({ password: 'validation.password-rules-unmet', repeat: 'validation.password-mismatch' });
    expect(scope.getState($step)).toBe('password');
    await fill(scope, passwordForm, { password: 'Registreer#1', repeat: 'Registreer#1' });
    await allSettled(passwordForm.submitted, { scope });

    await passPhone(scope, '612345678');
    expect(scope.getState(phoneForm.$shownErrors)).toEqual({ phoneNumber: 'validation.phone-prefix-missing' });
    expect(scope.getState($step)).toBe('phone');
    expect(requests.map((request) => request.path)).toEqual([
      'CreateAccount/IsValid',
      'CreateAccount/SendActivationCode',
      'CreateAccount/ValidateActivationCode',
    ]);
  });

  describe('spec 01 §8 "Registration"', () => {
    test.for([
      {
        message: 'Incorrect combination',
        shown: { birthDate: 'features.registerAccount.failures.unknownData', agreementNumber: 'features.registerAccount.failures.unknownData' },
        summary: [{ path: 'birthDate', message: 'features.registerAccount.failures.unknownData' }],
      },
      {
        message: 'Account not found',
        shown: { username: 'features.registerAccount.failures.unknownUsername' },
        summary: [{ path: 'username', message: 'features.registerAccount.failures.unknownUsername' }],
      },
    ])('identity check answers "$message": the focused error summary says so at its field(s), no notice; the step stays', async ({ message, shown, summary }) => {
      const { scope, navigations } = setUp({ 'CreateAccount/IsValid': message });
      await passIdentity(scope);
      expect(noticeKeys(scope)).toEqual([]);
      expect(scope.getState(identityForm.$shownErrors)).toEqual(shown);
      expect(scope.getState(identityForm.$summary)).toEqual(summary);
      // the summary takes focus again on each refusal
      expect(scope.getState(identityForm.$attempt)).toBe(2);
      expect(scope.getState($step)).toBe('identity');
      expect(scope.getState(identityForm.$values)).toEqual(SANNE);
      expect(navigations).toEqual([]);
    });

    test("'Account already exists' gives account-registered and goes to login", async () => {
      const { scope, navigations } = setUp({ 'CreateAccount/IsValid': 'Account already exists' });
      await passIdentity(scope);
      expect(noticeKeys(scope)).toEqual(['warning:features.registerAccount.failures.accountRegistered']);
      expect(navigations).toEqual([{ to: '/inloggen', replace: true }]);
      expect(scope.getState(identityForm.$values).username).toBe('');
    });

    test('a taken username is an error on its field until another one is typed', async () => {
      const { scope } = setUp({ 'CreateAccount/IsValid': 'Username already exists' });
      await passIdentity(scope);
      expect(noticeKeys(scope)).toEqual([]);
      expect(scope.getState(identityForm.$shownErrors)).toEqual({ username: 'features.registerAccount.errors.usernameTaken' });
      await fill(scope, identityForm, { username: 'sanne.visser' });
      expect(scope.getState(identityForm.$shownErrors)).toEqual({});
    });

    test('a wrong activation code: "De ingevoerde activatiecode is onjuist...", the field is emptied', async () => {
      const { scope } = setUp({ 'CreateAccount/ValidateActivationCode': 'Activationcode was invalid' });
      await passIdentity(scope);
      await passEmail(scope);
      await fill(scope, activationForm, { code: '11111' });
      await allSettled(activationForm.submitted, { scope });
      expect(noticeKeys(scope)).toEqual([]);
      expect(scope.getState(activationForm.$summary)).toEqual([{ path: 'code', message: 'features.registerAccount.failures.wrongActivationCode' }]);
      expect(scope.getState($step)).toBe('activation-code');
      expect(scope.getState(activationForm.$values).code).toBe('');
    });

    test('issue 12 point 2: after a wrong activation code the right one leaves the error behind on its step', async () => {
      const { scope, answers } = setUp({ 'CreateAccount/ValidateActivationCode': 'Activationcode was invalid' });
      await passIdentity(scope);
      await passEmail(scope);
      await fill(scope, activationForm, { code: '11111' });
      await allSettled(activationForm.submitted, { scope });
      expect(scope.getState(activationForm.$shownErrors)).toEqual({ code: 'features.registerAccount.failures.wrongActivationCode' });
      answers['CreateAccount/ValidateActivationCode'] = OK_ANSWERS['CreateAccount/ValidateActivationCode'];
      await fill(scope, activationForm, { code: '24680' });
      await allSettled(activationForm.submitted, { scope });
      expect(scope.getState($step)).toBe('password');
      expect(scope.getState(activationForm.$summary)).toEqual([]);
      expect(noticeKeys(scope)).toEqual([]);
    });

    test.for([
      { message: 'Activationcode expired', notice: 'activationCodeExpired' },
      { message: 'Activationcode was invalid 5 times and has been blocked. Request a new code.', notice: 'activationCodeBlocked' },
    ])('"$message": back to the e-mail step on `registreren` for a new code, the reason in its summary', async ({ message, notice }) => {
      const { scope, navigations } = setUp({ 'CreateAccount/ValidateActivationCode': message });
      await passIdentity(scope);
      await passEmail(scope);
      await fill(scope, activationForm, { code: '24680' });
      await allSettled(activationForm.submitted, { scope });
      expect(noticeKeys(scope)).toEqual([]);
      expect(scope.getState(emailForm.$summary)).toEqual([{ path: null, message: `features.registerAccount.failures.${notice}` }]);
      // `registreren` opens again and keeps it there
      await allSettled(activateClosed, { scope });
      await allSettled(registerOpened, { scope });
      expect(scope.getState($stepOnRoute).register).toBe('email');
      expect(scope.getState(emailForm.$summary)).toEqual([{ path: null, message: `features.registerAccount.failures.${notice}` }]);
      expect(scope.getState($step)).toBe('email');
      expect(navigations.at(-1)).toEqual({ to: '/registreren' });
      expect(scope.getState(emailForm.$values).email).toBe('sanne@example.org');
    });

    test("'Verificationcode was invalid' at account creation gives the wrong-code text at the code field, as on `verificatie`", async () => {
      const { scope, bodyOf } = setUp({ CreateAccount: 'Verificationcode was invalid' });
      await passIdentity(scope);
      await passEmail(scope);
      await passActivationAndPassword(scope);
      await passPhone(scope);
      await enterVerificationCode(scope, '54321');
      expect(bodyOf('CreateAccount')).toHaveLength(1);
      expect(noticeKeys(scope)).toEqual([]);
      expect(scope.getState(verificationForm.$summary)).toEqual([{ path: 'code', message: 'features.registerAccount.failures.wrongVerificationCode' }]);
      expect(scope.getState($step)).toBe('verification-code');
      expect(scope.getState(verificationForm.$values).code).toBe('');
    });

    test.for([
      { message: 'Verificationcode expired', notice: 'verificationCodeExpired' },
      { message: 'Verificationcode was invalid 5 times and has been blocked. Request a new code.', notice: 'verificationCodeBlocked' },
    ])('"$message" sends the user back to the phone number', async ({ message, notice }) => {
      const { scope } = setUp({ CreateAccount: message });
      await passIdentity(scope);
      await passEmail(scope);
      await passActivationAndPassword(scope);
      await passPhone(scope);
      await enterVerificationCode(scope);
      expect(noticeKeys(scope)).toEqual([]);
      expect(scope.getState(phoneForm.$summary)).toEqual([{ path: null, message: `features.registerAccount.failures.${notice}` }]);
      expect(scope.getState($step)).toBe('phone');
      expect(scope.getState(phoneForm.$values).phoneNumber).toBe('+31 6 12345678');
    });

    test('a registration the server no longer knows starts over at step 1', async () => {
      const { scope, navigations } = setUp({
        'CreateAccount/SendVerificationCode': 'Er is geen registratie voor dit klantnummer: controleer eerst de gegevens (CreateAccount/IsValid).',
      });
      await passIdentity(scope);
      await passEmail(scope);
      await passActivationAndPassword(scope);
      await passPhone(scope);
      expect(noticeKeys(scope)).toEqual([]);
      expect(scope.getState(identityForm.$summary)).toEqual([{ path: null, message: 'features.registerAccount.failures.registrationLost' }]);
      expect(scope.getState($step)).toBe('identity');
      expect(scope.getState($registration)).toBeNull();
      expect(navigations.at(-1)).toEqual({ to: '/registreren' });
    });
  });

  describe('the bank hand-over (iDIN flow 0)', () => {
    test('a customer number from the bank skips the identity step; the username is asked with the password', async () => {
      const { scope, bodyOf, bearersOf, requests } = setUp();
      await allSettled(identifiedByBank, { scope, params: { customerNumber: '500600700', registrationToken: 'registratie-via-de-bank' } });
      await allSettled(registerOpened, { scope });
      expect(scope.getState($bankIdentification)).toBeNull();
      expect(scope.getState($step)).toBe('email');
      expect(scope.getState($progress)).toEqual({ current: 2, identifiedByBank: true });

      await passEmail(scope);
      expect(bodyOf('CreateAccount/SendActivationCode')).toEqual([{ email: 'sanne@example.org', customerNumber: '500600700' }]);
      await fill(scope, activationForm, { code: '24680' });
      await allSettled(activationForm.submitted, { scope });
      await fill(scope, passwordForm, { password: 'Registreer#1', repeat: 'Registreer#1' });
      await allSettled(passwordForm.submitted, { scope });
      expect(scope.getState(passwordForm.$shownErrors)).toEqual({ username: 'features.registerAccount.missing.username' });
      await fill(scope, passwordForm, { username: 'sannevisser' });
      await allSettled(passwordForm.submitted, { scope });
      await passPhone(scope);
      await enterVerificationCode(scope);
      expect(bodyOf('CreateAccount')).toEqual([expect.objectContaining({ customerNumber: '500600700', username: 'sannevisser' })]);
      expect(bearersOf('CreateAccount')).toEqual(['registratie-via-de-bank']);
      expect(requests.some((request) => request.path === 'CreateAccount/IsValid')).toBe(false);
    });

    test('a taken username at account creation goes back to step 3 with the error on the field', async () => {
      const { scope, navigations } = setUp({ CreateAccount: 'Username already exists' });
      await allSettled(identifiedByBank, { scope, params: { customerNumber: '500600700', registrationToken: 'registratie-via-de-bank' } });
      await allSettled(registerOpened, { scope });
      await passEmail(scope);
      await passActivationAndPassword(scope, { username: 'hoofdverzekerde' });
      await passPhone(scope);
      await enterVerificationCode(scope);
      expect(scope.getState($step)).toBe('password');
      expect(scope.getState(passwordForm.$shownErrors)).toEqual({ username: 'features.registerAccount.errors.usernameTaken' });
      expect(navigations.filter((navigation) => navigation.to === '/registreren')).toEqual([]);
    });
  });

  test('a login of an account never activated: step 1 says so, with the username typed at the login, until the identity is checked', async () => {
    const { scope } = setUp();
    await allSettled(activationAsked, { scope, params: { username: 'nietgeactiveerd' } });
    await allSettled(registerOpened, { scope });
    expect(scope.getState($step)).toBe('identity');
    expect(scope.getState($isActivatingAccount)).toBe(true);
    expect(scope.getState(identityForm.$values).username).toBe('nietgeactiveerd');
    // taken over: a later visit of `registreren` starts without it
    expect(scope.getState($activationRequest)).toBeNull();
    await fill(scope, identityForm, { birthDate: SANNE.birthDate, agreementNumber: SANNE.agreementNumber });
    await allSettled(identityForm.submitted, { scope });
    expect(scope.getState($step)).toBe('email');
    expect(scope.getState($isActivatingAccount)).toBe(false);
  });

  describe('`activeren`', () => {
    test('without a registration waiting for its code there is nothing to activate', async () => {
      const { scope } = setUp();
      await allSettled(activateOpened, { scope });
      expect(scope.getState($step)).toBe('no-registration');
      expect(scope.getState($progress).current).toBeNull();
    });

    test('back on `registreren` a registration in progress goes on at the e-mail step', async () => {
      const { scope } = setUp();
      await passIdentity(scope);
      await passEmail(scope);
      expect(scope.getState($activationEmail)).toBe('sanne@example.org');
      await allSettled(registerOpened, { scope });
      expect(scope.getState($step)).toBe('email');
      expect(scope.getState(emailForm.$values).email).toBe('sanne@example.org');
    });
  });

  test('a server error gives the generic failure text, in the summary of the step it happened on', async () => {
    const { scope } = setUp({ 'CreateAccount/IsValid': SERVER_ERROR, 'CreateAccount/SendVerificationCode': SERVER_ERROR });
    await passIdentity(scope);
    expect(noticeKeys(scope)).toEqual([]);
    expect(scope.getState(identityForm.$summary)).toEqual([{ path: null, message: 'features.registerAccount.failures.generic' }]);
  });

  test('a server error at a later step stays on that step, in its summary', async () => {
    const { scope } = setUp({ 'CreateAccount/SendVerificationCode': SERVER_ERROR });
    await passIdentity(scope);
    await passEmail(scope);
    await passActivationAndPassword(scope);
    await passPhone(scope);
    expect(scope.getState($step)).toBe('phone');
    expect(scope.getState(phoneForm.$summary)).toEqual([{ path: null, message: 'features.registerAccount.failures.generic' }]);
  });

  test("'Account not found' at account creation after a bank identification is about the username asked at step 3", async () => {
    const { scope } = setUp({ CreateAccount: 'Account not found' });
    await allSettled(identifiedByBank, { scope, params: { customerNumber: '500600700', registrationToken: 'registratie-via-de-bank' } });
    await allSettled(registerOpened, { scope });
    await passEmail(scope);
    await passActivationAndPassword(scope, { username: 'iemandanders' });
    await passPhone(scope);
    await enterVerificationCode(scope);
    expect(scope.getState($step)).toBe('password');
    expect(scope.getState(passwordForm.$summary)).toEqual([{ path: 'username', message: 'features.registerAccount.failures.unknownUsername' }]);
  });
});
