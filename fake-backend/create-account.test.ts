// @vitest-environment node
import { compareSync } from 'bcryptjs';
import { rm } from 'node:fs/promises';
import { beforeEach, describe, expect, test } from 'vitest';
import { VALIDATION_MESSAGES_NL } from '../domain/validation';
import { CREATE_ACCOUNT_MESSAGES } from './areas/create-account';
import { DEMO_ACCOUNTS, REGISTRABLE_PERSON } from './seed';
import { CO_INSURED_PERMISSIONS, MAIN_INSURED_PERMISSIONS } from './seed/people';
import { decodeJwt, makeDataDir, registrationClient, startTestBackend, useTestBackend, type TestBackend } from './test-support';

const t = useTestBackend();

const USERNAME = REGISTRABLE_PERSON.suggestedUsername;
const PASSWORD = 'Registreer#1';
const EMAIL = 'sanne.visser@example.nl';
const MOBILE = '+31687654321';

const SANNE = { username: USERNAME, birthDate: REGISTRABLE_PERSON.birthDate, agreementId: REGISTRABLE_PERSON.agreementIdNumber };

/** The partner of hoofdverzekerde: insured, 16+, no account. */
function partnerOfHoofdverzekerde(backend: TestBackend = t) {
  const state = backend.backend.store.read();
  const holder = state.customers.find((customer) => customer.customerNumber === state.accounts.find((a) => a.username === 'hoofdverzekerde')!.customerNumber)!;
  const agreement = state.agreements.find((entry) => entry.agreementId === holder.agreementId)!;
  const partner = state.customers.find((customer) => customer.agreementId === agreement.agreementId && customer.role === 'P')!;
  const child = state.customers.find((customer) => customer.agreementId === agreement.agreementId && customer.role === 'M')!;
  return { holder, agreement, partner, child };
}

/** one registration client per backend, as one browser tab (it keeps the registration tokens) */
let clients = new WeakMap<TestBackend, ReturnType<typeof registrationClient>>();
beforeEach(() => {
  clients = new WeakMap();
});
const clientOf = (backend: TestBackend) => {
  if (!clients.has(backend)) clients.set(backend, registrationClient(backend));
  return clients.get(backend)!;
};
const call = (path: string, body: unknown, backend: TestBackend = t) => clientOf(backend).call(path, body);

/** Steps 1 to 4 for a person; returns the customer number. */
async function upToVerification(
  identity: { username: string; birthDate: string; agreementId: string } = SANNE,
  contact: { email: string; phoneNumber: string } = { email: EMAIL, phoneNumber: MOBILE },
  backend: TestBackend = t,
): Promise<string> {
  const isValid = await call('/IsValid', identity, backend);
  expect(isValid.status).toBe(200);
  const { customerNumber } = isValid.json;
  expect((await call('/SendActivationCode', { email: contact.email, customerNumber }, backend)).status).toBe(204);
  expect((await call('/ValidateActivationCode', { email: contact.email, code: '24680' }, backend)).status).toBe(204);
  expect((await call('/SendVerificationCode', { customerNumber, phoneNumber: contact.phoneNumber }, backend)).status).toBe(200);
  return customerNumber as string;
}

const createBody = (customerNumber: string, changes: Record<string, unknown> = {}) => ({
  customerNumber,
  username: USERNAME,
  password: PASSWORD,
  email: EMAIL,
  phoneNumber: MOBILE,
  verificationCode: '12345',
  ...changes,
});

/** A call that must fail with 400 and store nothing (no account, no changed customer). */
async function expectNothingStored(request: () => ReturnType<TestBackend['call']>, message: string) {
  const before = JSON.stringify(t.backend.store.read());
  const answer = await request();
  expect(answer).toMatchObject({ status: 400, json: { message } });
  expect(JSON.stringify(t.backend.store.read())).toBe(before);
}

describe('the registrable person of the seed', () => {
  test('is insured, main insured, without an account, with the documented data', () => {
    const state = t.backend.store.read();
    const agreement = state.agreements.find((entry) => entry.agreementIdNumber === REGISTRABLE_PERSON.agreementIdNumber)!;
    const customer = state.customers.find((entry) => entry.customerNumber === agreement.mainCustomerNumber)!;
    expect(customer).toMatchObject({ firstName: 'Sanne', lastName: 'Visser', birthDate: '1991-03-14', role: 'H' });
    expect(state.accounts.some((account) => account.customerNumber === customer.customerNumber)).toBe(false);
    expect(state.policies.some((policy) => policy.customerNumber === customer.customerNumber)).toBe(true);
  });
});

describe('POST /api/CreateAccount/IsValid', () => {
  test('the registrable person → customer number and masked e-mail address', async () => {
    const answer = await call('/IsValid', SANNE);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      customerNumber: expect.stringMatching(/^\d{9}$/),
      emailAddress: expect.stringMatching(/^s\*\*\*@example\.(nl|com|org)$/),
      registrationToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(t.backend.outbox.messages()).toEqual([]);
  });

  test('dd-MM-yyyy and a numeric agreement number are taken too', async () => {
    const answer = await call('/IsValid', { username: USERNAME, birthDate: '14-03-1991', agreementId: Number(REGISTRABLE_PERSON.agreementIdNumber) });
    expect(answer.status).toBe(200);
  });

  test.for([
    { case: 'another birth date', body: { ...SANNE, birthDate: '1991-03-15' } },
    { case: 'an unknown agreement', body: { ...SANNE, agreementId: '12345678' } },
  ])('$case → 400 Incorrect combination', async ({ body }) => {
    await expectNothingStored(() => call('/IsValid', body), 'Incorrect combination');
  });

  test('a child under 16 → 400 Incorrect combination', async () => {
    const { agreement, child } = partnerOfHoofdverzekerde();
    await expectNothingStored(
      () => call('/IsValid', { username: 'kindjevan12', birthDate: child.birthDate, agreementId: agreement.agreementIdNumber }),
      'Incorrect combination',
    );
  });

  test('someone with an account → 400 Account already exists', async () => {
    const { holder, agreement } = partnerOfHoofdverzekerde();
    await expectNothingStored(
      () => call('/IsValid', { username: 'nieuwenaam', birthDate: holder.birthDate, agreementId: agreement.agreementIdNumber }),
      'Account already exists',
    );
  });

  test('a taken username (any case) → 400 Username already exists', async () => {
    await expectNothingStored(() => call('/IsValid', { ...SANNE, username: 'HoofdVerzekerde' }), 'Username already exists');
  });

  test.for([
    { case: 'username too short', body: { ...SANNE, username: 'sanne' }, message: VALIDATION_MESSAGES_NL['username-too-short'] },
    { case: 'username too long', body: { ...SANNE, username: 's'.repeat(51) }, message: VALIDATION_MESSAGES_NL['username-too-long'] },
    { case: 'agreement number of 9 digits', body: { ...SANNE, agreementId: '401990011' }, message: VALIDATION_MESSAGES_NL['agreement-number-invalid'] },
    { case: 'agreement number with letters', body: { ...SANNE, agreementId: 'AB199001' }, message: VALIDATION_MESSAGES_NL['agreement-number-invalid'] },
    { case: 'birth date not a date', body: { ...SANNE, birthDate: '1991/03/14' }, message: "Het veld 'birthDate' moet een datum zijn (jjjj-mm-dd)." },
    { case: 'birth date in the future', body: { ...SANNE, birthDate: '2999-01-01' }, message: VALIDATION_MESSAGES_NL['birth-date-in-future'] },
    { case: 'birth date before 1900', body: { ...SANNE, birthDate: '1899-12-31' }, message: VALIDATION_MESSAGES_NL['birth-date-before-1900'] },
    { case: 'username missing', body: { birthDate: SANNE.birthDate, agreementId: SANNE.agreementId }, message: "Het veld 'username' is verplicht." },
    { case: 'agreement number missing', body: { username: USERNAME, birthDate: SANNE.birthDate }, message: "Het veld 'agreementId' is verplicht." },
  ])('$case → 400, nothing stored, no registration started', async ({ body, message }) => {
    await expectNothingStored(() => call('/IsValid', body), message);
    expect(t.backend.store.read().accounts).toHaveLength(DEMO_ACCOUNTS.length);
    const customerNumber = partnerOfHoofdverzekerde().partner.customerNumber;
    // no registration started, so no token to go on with
    expect(await call('/SendActivationCode', { email: EMAIL, customerNumber })).toMatchObject({ status: 401, json: { message: CREATE_ACCOUNT_MESSAGES.tokenRequired } });
  });
});

describe('POST /api/CreateAccount/SendActivationCode and ValidateActivationCode', () => {
  test('the activation code (24680) goes by e-mail and validates → 204', async () => {
    const { customerNumber } = (await call('/IsValid', SANNE)).json;
    const sent = await call('/SendActivationCode', { email: EMAIL, customerNumber });
    expect(sent.status).toBe(204);
    expect(t.backend.outbox.messages()).toEqual([
      { channel: 'email', kind: 'activation', to: EMAIL, username: USERNAME, code: '24680', sentAt: expect.any(String) },
    ]);
    expect((await call('/ValidateActivationCode', { email: 'Sanne.Visser@Example.nl', code: '24680' })).status).toBe(204);
  });

  test('before IsValid → 401: no registration token', async () => {
    const customerNumber = partnerOfHoofdverzekerde().partner.customerNumber;
    expect(await call('/SendActivationCode', { email: EMAIL, customerNumber })).toMatchObject({ status: 401, json: { message: CREATE_ACCOUNT_MESSAGES.tokenRequired } });
    expect(t.backend.outbox.messages()).toEqual([]);
  });

  test('issue 13 item 8: the steps belong to the client that passed IsValid', async () => {
    const sanne = registrationClient(t);
    const other = registrationClient(t);
    const { customerNumber } = (await sanne.call('/IsValid', SANNE)).json;
    // another client without a token of its own
    expect(await other.call('/SendActivationCode', { email: 'aanvaller@example.nl', customerNumber })).toMatchObject({ status: 401, json: { message: CREATE_ACCOUNT_MESSAGES.tokenRequired } });
    // another client with a made-up token
    expect(await other.call('/SendActivationCode', { email: 'aanvaller@example.nl', customerNumber }, 'verzonnen')).toMatchObject({ status: 401, json: { message: CREATE_ACCOUNT_MESSAGES.tokenUnknown } });
    // another client that passed IsValid for someone else, naming Sanne's customer number
    const { partner, agreement } = partnerOfHoofdverzekerde();
    const own = await other.call('/IsValid', { username: 'partnervanhoofd', birthDate: partner.birthDate, agreementId: agreement.agreementIdNumber });
    expect(own.status).toBe(200);
    const before = JSON.stringify(t.backend.store.read());
    expect(await other.call('/SendActivationCode', { email: 'aanvaller@example.nl', customerNumber }, own.json.registrationToken)).toMatchObject({
      status: 403,
      json: { message: CREATE_ACCOUNT_MESSAGES.otherRegistration },
    });
    expect(await other.call('/SendVerificationCode', { customerNumber, phoneNumber: MOBILE }, own.json.registrationToken)).toMatchObject({ status: 403 });
    expect(t.backend.outbox.messages()).toEqual([]);
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
    // Sanne's own client goes on; the other cannot check her code with its token
    expect((await sanne.call('/SendActivationCode', { email: EMAIL, customerNumber })).status).toBe(204);
    expect(await other.call('/ValidateActivationCode', { email: EMAIL, code: '24680' }, own.json.registrationToken)).toMatchObject({
      status: 400,
      json: { message: CREATE_ACCOUNT_MESSAGES.activationNotSent },
    });
    expect((await sanne.call('/ValidateActivationCode', { email: EMAIL, code: '24680' })).status).toBe(204);
  });

  test.for([
    { case: 'an invalid e-mail', body: { email: 'sanne@', customerNumber: '123456789' }, message: VALIDATION_MESSAGES_NL['email-invalid'] },
    { case: 'no customer number', body: { email: EMAIL }, message: "Het veld 'customerNumber' is verplicht." },
  ])('SendActivationCode with $case → 400', async ({ body, message }) => {
    await call('/IsValid', SANNE);
    await expectNothingStored(() => call('/SendActivationCode', body), message);
    expect(t.backend.outbox.messages()).toEqual([]);
  });

  test('a wrong code → 400 Activationcode was invalid; 5 wrong codes block it, also after a resend', async () => {
    const { customerNumber } = (await call('/IsValid', SANNE)).json;
    await call('/SendActivationCode', { email: EMAIL, customerNumber });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await call('/ValidateActivationCode', { email: EMAIL, code: '13579' })).toMatchObject({
        status: 400,
        json: { message: 'Activationcode was invalid' },
      });
    }
    expect((await call('/ValidateActivationCode', { email: EMAIL, code: '13579' })).json.message).toBe(CREATE_ACCOUNT_MESSAGES.activationBlocked);
    expect((await call('/ValidateActivationCode', { email: EMAIL, code: '24680' })).json.message).toBe(CREATE_ACCOUNT_MESSAGES.activationBlocked);
    // a resend gives no new tries; the registration starts again at IsValid
    expect((await call('/SendActivationCode', { email: EMAIL, customerNumber })).json.message).toBe(CREATE_ACCOUNT_MESSAGES.activationBlocked);
    await call('/IsValid', SANNE);
    await call('/SendActivationCode', { email: EMAIL, customerNumber });
    expect((await call('/ValidateActivationCode', { email: EMAIL, code: '24680' })).status).toBe(204);
  });

  test('older than 5 minutes (fake clock) → 400 Activationcode expired', async () => {
    const { customerNumber } = (await call('/IsValid', SANNE)).json;
    await call('/SendActivationCode', { email: EMAIL, customerNumber });
    await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 301 } });
    expect(await call('/ValidateActivationCode', { email: EMAIL, code: '24680' })).toMatchObject({
      status: 400,
      json: { message: 'Activationcode expired' },
    });
  });

  test.for([
    { case: 'a code of 4 digits', body: { email: EMAIL, code: '2468' }, message: VALIDATION_MESSAGES_NL['activation-code-invalid'] },
    { case: 'a code with letters', body: { email: EMAIL, code: '2468a' }, message: VALIDATION_MESSAGES_NL['activation-code-invalid'] },
    { case: 'an address nothing was sent to', body: { email: 'iemand@example.nl', code: '24680' }, message: CREATE_ACCOUNT_MESSAGES.activationNotSent },
    { case: 'no code', body: { email: EMAIL }, message: "Het veld 'code' is verplicht." },
  ])('ValidateActivationCode with $case → 400', async ({ body, message }) => {
    const { customerNumber } = (await call('/IsValid', SANNE)).json;
    await call('/SendActivationCode', { email: EMAIL, customerNumber });
    expect(await call('/ValidateActivationCode', body)).toMatchObject({ status: 400, json: { message } });
    expect((await call('/ValidateActivationCode', { email: EMAIL, code: '24680' })).status).toBe(204);
  });
});

describe('POST /api/CreateAccount/SendVerificationCode', () => {
  test.for([
    { case: 'a mobile number', phoneNumber: '+31 6 8765 4321', channel: 'sms', masked: '+316******21', to: MOBILE },
    { case: 'a landline number', phoneNumber: '+31201234567', channel: 'call', masked: '+3120*****67', to: '+31201234567' },
  ])('$case → masked number and send date; by $channel', async ({ phoneNumber, channel, masked, to }) => {
    const { customerNumber } = (await call('/IsValid', SANNE)).json;
    await call('/SendActivationCode', { email: EMAIL, customerNumber });
    await call('/ValidateActivationCode', { email: EMAIL, code: '24680' });
    const answer = await call('/SendVerificationCode', { customerNumber, phoneNumber });
    expect(answer).toMatchObject({ status: 200, json: { phoneNumber: masked, sendDate: expect.any(String) } });
    expect(t.backend.outbox.messages().at(-1)).toEqual({ channel, kind: 'verification', to, username: USERNAME, code: '12345', sentAt: answer.json.sendDate });
  });

  test('before the activation code is validated → 400 naming the step', async () => {
    const { customerNumber } = (await call('/IsValid', SANNE)).json;
    await call('/SendActivationCode', { email: EMAIL, customerNumber });
    expect(await call('/SendVerificationCode', { customerNumber, phoneNumber: MOBILE })).toMatchObject({
      status: 400,
      json: { message: CREATE_ACCOUNT_MESSAGES.activationFirst },
    });
    expect(t.backend.outbox.messages().filter((message) => message.kind === 'verification')).toEqual([]);
  });

  test.for([
    { case: 'without country code', phoneNumber: '612345678', message: VALIDATION_MESSAGES_NL['phone-prefix-missing'] },
    { case: 'Dutch, too long', phoneNumber: '+316876543210', message: VALIDATION_MESSAGES_NL['phone-dutch-length-invalid'] },
  ])('$case → 400', async ({ phoneNumber, message }) => {
    const { customerNumber } = (await call('/IsValid', SANNE)).json;
    expect(await call('/SendVerificationCode', { customerNumber, phoneNumber })).toMatchObject({ status: 400, json: { message } });
  });
});

describe('POST /api/CreateAccount', () => {
  test('after every step → 204; the account is stored, hashed, with main-insured permissions, and logs in', async () => {
    const customerNumber = await upToVerification();
    const answer = await call('', createBody(customerNumber));
    expect(answer.status).toBe(204);

    const state = t.backend.store.read();
    const account = state.accounts.find((entry) => entry.username === USERNAME)!;
    expect(account).toMatchObject({
      customerNumber,
      isActivated: true,
      shouldResetPassword: false,
      signedTermsOfAgreement: false,
      iDinActive: false,
      label: 'zorgzaam',
      lastLoginAt: null,
    });
    expect(account.permissions).toEqual(MAIN_INSURED_PERMISSIONS);
    expect(account.passwordHash).toMatch(/^\$2[aby]\$08\$/);
    expect(compareSync(PASSWORD, account.passwordHash)).toBe(true);
    expect(state.customers.find((entry) => entry.customerNumber === customerNumber)).toMatchObject({ emailAddress: EMAIL, phoneNumber: MOBILE });

    const login = await t.call('POST', '/api/account/login', { body: { username: USERNAME, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(t.backend.outbox.messages().at(-1)).toMatchObject({ to: MOBILE, username: USERNAME });
    const verified = await t.call('POST', '/api/account/validateVerificationCode', { token: login.json.loginToken, body: { verificationCode: '12345' } });
    expect(decodeJwt(verified.json.accessToken).user).toMatchObject({ customerNumber, role: 'H', firstName: 'Sanne', signedTermsOfAgreement: false });

    // the registration is over: its token is no longer known
    expect(await call('', createBody(customerNumber))).toMatchObject({ status: 401, json: { message: CREATE_ACCOUNT_MESSAGES.tokenUnknown } });
    expect(await call('/IsValid', SANNE)).toMatchObject({ status: 400, json: { message: 'Account already exists' } });
  });

  test('the partner (role P) gets the co-insured permissions', async () => {
    const { partner, agreement } = partnerOfHoofdverzekerde();
    const identity = { username: 'partnervanhoofd', birthDate: partner.birthDate, agreementId: agreement.agreementIdNumber };
    const customerNumber = await upToVerification(identity);
    expect(customerNumber).toBe(partner.customerNumber);
    expect((await call('', createBody(customerNumber, { username: 'partnervanhoofd' }))).status).toBe(204);
    const account = t.backend.store.read().accounts.find((entry) => entry.username === 'partnervanhoofd')!;
    expect(account.permissions).toEqual(CO_INSURED_PERMISSIONS);
  });

  test('a wrong verification code → 400 Verificationcode was invalid, nothing stored; the right one then works', async () => {
    const customerNumber = await upToVerification();
    await expectNothingStored(() => call('', createBody(customerNumber, { verificationCode: '54321' })), 'Verificationcode was invalid');
    expect((await call('', createBody(customerNumber))).status).toBe(204);
  });

  test('a verification code older than 5 minutes → 400 Verificationcode expired, nothing stored', async () => {
    const customerNumber = await upToVerification();
    await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 301 } });
    await expectNothingStored(() => call('', createBody(customerNumber)), 'Verificationcode expired');
  });

  test('every earlier step is required', async () => {
    const customerNumber = t.backend.store.read().agreements.find((entry) => entry.agreementIdNumber === SANNE.agreementId)!.mainCustomerNumber;
    expect(await call('', createBody(customerNumber))).toMatchObject({ status: 401, json: { message: CREATE_ACCOUNT_MESSAGES.tokenRequired } });

    await call('/IsValid', SANNE);
    await expectNothingStored(() => call('', createBody(customerNumber)), CREATE_ACCOUNT_MESSAGES.activationFirst);

    await call('/SendActivationCode', { email: EMAIL, customerNumber });
    await expectNothingStored(() => call('', createBody(customerNumber)), CREATE_ACCOUNT_MESSAGES.activationFirst);

    await call('/ValidateActivationCode', { email: EMAIL, code: '24680' });
    await expectNothingStored(() => call('', createBody(customerNumber)), CREATE_ACCOUNT_MESSAGES.verificationFirst);

    await call('/SendVerificationCode', { customerNumber, phoneNumber: MOBILE });
    expect((await call('', createBody(customerNumber))).status).toBe(204);
  });

  test.for([
    { case: 'another username than checked', changes: { username: 'anderenaam' }, message: CREATE_ACCOUNT_MESSAGES.usernameMismatch },
    { case: 'another e-mail than activated', changes: { email: 'ander@example.nl' }, message: CREATE_ACCOUNT_MESSAGES.emailMismatch },
    { case: 'another phone than the code went to', changes: { phoneNumber: '+31611111111' }, message: CREATE_ACCOUNT_MESSAGES.phoneMismatch },
    { case: 'a weak password', changes: { password: 'wachtwoord' }, message: VALIDATION_MESSAGES_NL['password-needs-digit'] },
    { case: 'a short username', changes: { username: 'sanne' }, message: VALIDATION_MESSAGES_NL['username-too-short'] },
    { case: 'an invalid e-mail', changes: { email: 'sanne@example' }, message: VALIDATION_MESSAGES_NL['email-invalid'] },
    { case: 'an invalid phone number', changes: { phoneNumber: '612345678' }, message: VALIDATION_MESSAGES_NL['phone-prefix-missing'] },
    { case: 'a code of 4 characters', changes: { verificationCode: '1234' }, message: VALIDATION_MESSAGES_NL['verification-code-invalid'] },
    { case: 'no verification code', changes: { verificationCode: undefined }, message: "Het veld 'verificationCode' is verplicht." },
    { case: 'a numeric password', changes: { password: 12345678 }, message: "Het veld 'password' moet tekst zijn, niet een getal." },
  ])('$case → 400, nothing stored; the right request then works', async ({ changes, message }) => {
    const customerNumber = await upToVerification();
    await expectNothingStored(() => call('', createBody(customerNumber, changes)), message);
    expect((await call('', createBody(customerNumber))).status).toBe(204);
  });

  test('a username taken by another registration meanwhile → 400 Username already exists, nothing stored', async () => {
    const { partner, agreement } = partnerOfHoofdverzekerde();
    const partnerNumber = await upToVerification(
      { username: USERNAME, birthDate: partner.birthDate, agreementId: agreement.agreementIdNumber },
      { email: 'partner@example.nl', phoneNumber: '+31622222222' },
    );
    const sanneNumber = await upToVerification();
    expect((await call('', createBody(partnerNumber, { email: 'partner@example.nl', phoneNumber: '+31622222222' }))).status).toBe(204);
    await expectNothingStored(() => call('', createBody(sanneNumber)), 'Username already exists');
  });
});

describe('persistence of a created account', () => {
  test('a second instance on the same data folder logs the new account in', async () => {
    const dataDir = await makeDataDir();
    try {
      const first = await startTestBackend({ dataDir });
      const customerNumber = await upToVerification(SANNE, { email: EMAIL, phoneNumber: MOBILE }, first);
      expect((await call('', createBody(customerNumber), first)).status).toBe(204);
      await first.close();

      const second = await startTestBackend({ dataDir });
      const login = await second.call('POST', '/api/account/login', { body: { username: USERNAME, password: PASSWORD } });
      expect(login.status).toBe(200);
      expect(login.json.verificationReceiver).toMatchObject({ username: USERNAME, customerNumber, phoneNumber: '+316******21' });
      expect(await call('/IsValid', SANNE, second)).toMatchObject({ status: 400, json: { message: 'Account already exists' } });
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** nietgeactiveerd: an account the insurer created, activated through the registration steps. */
function notActivated() {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === 'nietgeactiveerd')!;
  const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const agreement = state.agreements.find((entry) => entry.agreementId === customer.agreementId)!;
  return { account, identity: { username: 'nietgeactiveerd', birthDate: customer.birthDate, agreementId: agreement.agreementIdNumber } };
}

describe('activating an account that was never activated', () => {
  test('the steps with its own username activate it: same account, new password, login works', async () => {
    const { account, identity } = notActivated();
    const before = t.backend.store.read().accounts.length;
    const customerNumber = await upToVerification(identity, { email: 'niet.geactiveerd@example.nl', phoneNumber: MOBILE });
    expect(customerNumber).toBe(account.customerNumber);
    const created = await call('', createBody(customerNumber, { username: 'NietGeactiveerd', email: 'niet.geactiveerd@example.nl' }));
    expect(created.status).toBe(204);

    const state = t.backend.store.read();
    expect(state.accounts).toHaveLength(before);
    const activated = state.accounts.find((entry) => entry.accountId === account.accountId)!;
    expect(activated).toMatchObject({ username: 'nietgeactiveerd', isActivated: true, permissions: account.permissions });
    expect(compareSync(PASSWORD, activated.passwordHash)).toBe(true);
    const login = await t.call('POST', '/api/account/login', { body: { username: 'nietgeactiveerd', password: PASSWORD } });
    expect(login.status).toBe(200);
  });

  test("another username than the account's → 400 Account not found, at step 1 and at step 5", async () => {
    const { identity } = notActivated();
    await expectNothingStored(() => call('/IsValid', { ...identity, username: 'anderenaam' }), 'Account not found');
    // step 5 holds to the username step 1 accepted
    const customerNumber = await upToVerification(identity, { email: EMAIL, phoneNumber: MOBILE });
    await expectNothingStored(() => call('', createBody(customerNumber, { username: 'anderenaam' })), "Het veld 'username' wijkt af van de gebruikersnaam die CreateAccount/IsValid heeft gecontroleerd.");
  });

  test('once activated, registering again → 400 Account already exists', async () => {
    const { identity } = notActivated();
    const customerNumber = await upToVerification(identity);
    expect((await call('', createBody(customerNumber, { username: 'nietgeactiveerd' }))).status).toBe(204);
    await expectNothingStored(() => call('/IsValid', identity), 'Account already exists');
  });
});
