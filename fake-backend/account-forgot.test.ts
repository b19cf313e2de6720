// @vitest-environment node
import { compareSync } from 'bcryptjs';
import { rm } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { VALIDATION_MESSAGES_NL } from '../domain/validation';
import { maskPhoneNumber } from './areas/account';
import { DEMO_PASSWORD } from './seed';
import { decodeJwt, makeDataDir, startTestBackend, useTestBackend, type TestBackend } from './test-support';

const t = useTestBackend();

const NEW_PASSWORD = 'Nieuw#2026';

/** The seeded person behind a demo account, with the forgot flows' inputs. */
function person(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const agreement = state.agreements.find((entry) => entry.agreementId === customer.agreementId)!;
  const policyNumber = agreement.agreementParticipants.find((entry) => entry.customerNumber === customer.customerNumber)!.policyNumber;
  return { account, customer, agreement, policyNumber, birthDate: customer.birthDate.replaceAll('-', '/') };
}

const resetUsername = (body: unknown) => t.call('POST', '/api/Account/ResetUsername', { body });
const resetPassword = (body: unknown) => t.call('POST', '/api/Account/ResetPassword', { body });
const validateReset = (token: string, verificationCode: string, resetType: string) =>
  t.call('POST', '/api/account/validateVerificationCodeResetFlow', { token, body: { verificationCode, resetType } });
const updatePassword = (token: string, body: unknown) => t.call('POST', '/api/Account/UpdatePassword', { token, body });
const login = (username: string, password: string) => t.call('POST', '/api/account/login', { body: { username, password } });

async function resetTokenFor(username: string): Promise<string> {
  const { birthDate } = person(username);
  const started = await resetPassword({ username, birthDate });
  expect(started.status).toBe(200);
  const checked = await validateReset(started.json.loginToken, '12345', 'password');
  expect(checked.status).toBe(200);
  return checked.json.resetToken as string;
}

/** Runs a call that must fail with 400 and change nothing: no stored data, no sent code. */
async function expectRefusedWithoutTrace(call: () => ReturnType<TestBackend['call']>, message: string) {
  const before = JSON.stringify(t.backend.store.read());
  const sent = t.backend.outbox.messages().length;
  const answer = await call();
  expect(answer).toMatchObject({ status: 400, json: { message } });
  expect(JSON.stringify(t.backend.store.read())).toBe(before);
  expect(t.backend.outbox.messages()).toHaveLength(sent);
}

describe('POST /api/Account/ResetUsername', () => {
  test('issue 12 point 10: the policy number typed with spaces, as on the card, is found', async () => {
    const { policyNumber, birthDate } = person('hoofdverzekerde');
    const spaced = policyNumber.replace(/^(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3');
    expect(spaced).toContain(' ');
    expect((await resetUsername({ policyNumber: spaced, birthDate })).status).toBe(200);
  });

  test.for([
    { username: 'hoofdverzekerde', channel: 'sms' },
    { username: 'wanbetaler', channel: 'call' },
  ])('$username: a reset token and a code by $channel, without telling the username yet', async ({ username, channel }) => {
    const { policyNumber, birthDate, customer } = person(username);
    const answer = await resetUsername({ policyNumber, birthDate });
    expect(answer.status).toBe(200);
    expect(answer.json.verificationReceiver).toMatchObject({
      username: null,
      phoneNumberIsUnknown: false,
      emailAddressIsUnknown: false,
      isVerificationCodeNeeded: true,
      customerNumber: customer.customerNumber,
    });
    expect(answer.json.verificationReceiver.phoneNumber).toBe(maskPhoneNumber(customer.phoneNumber!));
    expect(answer.json.verificationReceiver.emailAddress).toMatch(/^[a-z]\*\*\*@example\./);
    const claims = decodeJwt(answer.json.loginToken);
    expect(claims).toMatchObject({ typ: 'reset', resetType: 'username' });
    expect(claims.exp - claims.iat).toBe(900);
    expect(t.backend.outbox.messages()).toEqual([
      expect.objectContaining({ channel, kind: 'verification', to: customer.phoneNumber, username, code: '12345' }),
    ]);
  });

  test.for([
    { case: 'unknown policy number', change: (input: { policyNumber: string; birthDate: string }) => ({ ...input, policyNumber: '999999999999' }) },
    { case: 'another birth date', change: (input: { policyNumber: string; birthDate: string }) => ({ ...input, birthDate: '1950/01/01' }) },
  ])('$case → 400 Account not found', async ({ change }) => {
    const { policyNumber, birthDate } = person('hoofdverzekerde');
    await expectRefusedWithoutTrace(() => resetUsername(change({ policyNumber, birthDate })), 'Account not found');
  });

  test('an insured person without an account (the partner) → 400 Account not found', async () => {
    const { agreement } = person('hoofdverzekerde');
    const partner = agreement.agreementParticipants.find((entry) => entry.role === 'P')!;
    const customer = t.backend.store.read().customers.find((entry) => entry.customerNumber === partner.customerNumber)!;
    await expectRefusedWithoutTrace(
      () => resetUsername({ policyNumber: partner.policyNumber, birthDate: customer.birthDate.replaceAll('-', '/') }),
      'Account not found',
    );
  });

  test('not activated → 400 Account not activated', async () => {
    const { policyNumber, birthDate } = person('nietgeactiveerd');
    await expectRefusedWithoutTrace(() => resetUsername({ policyNumber, birthDate }), 'Account not activated');
  });

  test.for([
    { case: 'no phone and no e-mail (zondertelefoon)', username: 'zondertelefoon', phoneNumber: undefined, emailAddress: undefined, message: 'Account does not have: PhoneNumber, EmailAddress' },
    { case: 'no phone', username: 'buitenland', phoneNumber: null, emailAddress: undefined, message: 'Account does not have: PhoneNumber' },
    { case: 'no e-mail', username: 'buitenland', phoneNumber: undefined, emailAddress: null, message: 'Account does not have: EmailAddress' },
  ])('$case → 400 $message', async ({ username, phoneNumber, emailAddress, message }) => {
    const { customer, policyNumber, birthDate } = person(username);
    t.backend.store.update((state) => {
      const stored = state.customers.find((entry) => entry.customerNumber === customer.customerNumber)!;
      if (phoneNumber !== undefined) stored.phoneNumber = phoneNumber;
      if (emailAddress !== undefined) stored.emailAddress = emailAddress;
    });
    await expectRefusedWithoutTrace(() => resetUsername({ policyNumber, birthDate }), message);
    await expectRefusedWithoutTrace(() => resetPassword({ username, birthDate }), message);
  });

  test.for([
    { case: 'policy number of 11 digits', body: { policyNumber: '12345678901', birthDate: '1980/01/01' }, message: VALIDATION_MESSAGES_NL['policy-number-invalid'] },
    { case: 'policy number with letters', body: { policyNumber: '12345678901A', birthDate: '1980/01/01' }, message: VALIDATION_MESSAGES_NL['policy-number-invalid'] },
    { case: 'birth date as yyyy-MM-dd', body: { policyNumber: '123456789012', birthDate: '1980-01-01' }, message: "Het veld 'birthDate' moet een datum zijn (yyyy/MM/dd)." },
    { case: 'impossible birth date', body: { policyNumber: '123456789012', birthDate: '2023/02/29' }, message: "Het veld 'birthDate' moet een datum zijn (yyyy/MM/dd)." },
    { case: 'policy number missing', body: { birthDate: '1980/01/01' }, message: "Het veld 'policyNumber' is verplicht." },
    { case: 'policy number as a number', body: { policyNumber: 123456789012, birthDate: '1980/01/01' }, message: "Het veld 'policyNumber' moet tekst zijn, niet een getal." },
    { case: 'birth date missing', body: { policyNumber: '123456789012' }, message: "Het veld 'birthDate' is verplicht." },
  ])('$case → 400, nothing stored', async ({ body, message }) => {
    await expectRefusedWithoutTrace(() => resetUsername(body), message);
  });
});

describe('POST /api/Account/ResetPassword', () => {
  test('username and birth date → a reset token (resetType password) and a code; the username is matched case-insensitively', async () => {
    const { birthDate, customer } = person('medeverzekerde');
    const answer = await resetPassword({ username: 'MedeVerzekerde', birthDate });
    expect(answer.status).toBe(200);
    expect(answer.json.verificationReceiver).toMatchObject({ username: 'medeverzekerde', customerNumber: customer.customerNumber });
    expect(decodeJwt(answer.json.loginToken)).toMatchObject({ typ: 'reset', resetType: 'password' });
    expect(t.backend.outbox.messages()).toHaveLength(1);
  });

  test.for([
    { case: 'unknown username', username: 'onbekend1', birthDate: null, message: 'Account not found with Username' },
    { case: 'wrong birth date', username: 'hoofdverzekerde', birthDate: '1950/01/01', message: 'Account not found' },
    { case: 'not activated', username: 'nietgeactiveerd', birthDate: null, message: 'Account not activated' },
    { case: 'no phone and no e-mail', username: 'zondertelefoon', birthDate: null, message: 'Account does not have: PhoneNumber, EmailAddress' },
  ])('$case → 400 $message', async ({ username, birthDate, message }) => {
    const known = t.backend.store.read().accounts.some((entry) => entry.username === username);
    const body = { username, birthDate: birthDate ?? (known ? person(username).birthDate : '1980/01/01') };
    await expectRefusedWithoutTrace(() => resetPassword(body), message);
  });

  test.for([
    { case: 'username missing', body: { birthDate: '1980/01/01' }, message: "Het veld 'username' is verplicht." },
    { case: 'username blank', body: { username: '  ', birthDate: '1980/01/01' }, message: "Het veld 'username' is verplicht." },
    { case: 'birth date as dd-MM-yyyy', body: { username: 'hoofdverzekerde', birthDate: '01-01-1980' }, message: "Het veld 'birthDate' moet een datum zijn (yyyy/MM/dd)." },
    { case: 'body an array', body: [], message: 'De inhoud van het verzoek moet een JSON-object zijn.' },
  ])('$case → 400, nothing stored', async ({ body, message }) => {
    await expectRefusedWithoutTrace(() => resetPassword(body), message);
  });
});

describe('POST /api/account/validateVerificationCodeResetFlow', () => {
  test('forgot username: the right code gives the full e-mail address and the username', async () => {
    const { policyNumber, birthDate, customer } = person('hoofdverzekerde');
    const { loginToken } = (await resetUsername({ policyNumber, birthDate })).json;
    const answer = await validateReset(loginToken, '12345', 'username');
    expect(answer).toMatchObject({ status: 200, json: { emailAddress: customer.emailAddress, username: 'hoofdverzekerde' } });
    expect(answer.json).not.toHaveProperty('resetToken');
  });

  test('forgot password: the right code gives the e-mail address and a one-time password-reset token of 10 minutes', async () => {
    const { birthDate, customer } = person('hoofdverzekerde');
    const { loginToken } = (await resetPassword({ username: 'hoofdverzekerde', birthDate })).json;
    const answer = await validateReset(loginToken, '12345', 'Password');
    expect(answer.status).toBe(200);
    expect(answer.json.emailAddress).toBe(customer.emailAddress);
    const claims = decodeJwt(answer.json.resetToken);
    expect(claims).toMatchObject({ typ: 'password-reset', resetType: 'password' });
    expect(claims.exp - claims.iat).toBe(600);
    expect(await t.call('GET', '/api/News', { token: answer.json.resetToken })).toMatchObject({ status: 401 });
  });

  test('a wrong code → 400 Verificationcode was invalid; 5 wrong codes block it', async () => {
    const { loginToken } = (await resetPassword({ username: 'hoofdverzekerde', birthDate: person('hoofdverzekerde').birthDate })).json;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await validateReset(loginToken, '54321', 'password')).toMatchObject({ status: 400, json: { message: 'Verificationcode was invalid' } });
    }
    expect((await validateReset(loginToken, '54321', 'password')).json.message).toMatch(/has been blocked/);
    expect((await validateReset(loginToken, '12345', 'password')).json.message).toMatch(/has been blocked/);
  });

  test('after 5 minutes (fake clock) → 400 Verificationcode expired; a resent code works with the same token; after 15 minutes → 401', async () => {
    const { loginToken } = (await resetPassword({ username: 'hoofdverzekerde', birthDate: person('hoofdverzekerde').birthDate })).json;
    await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 301 } });
    expect(await validateReset(loginToken, '12345', 'password')).toMatchObject({ status: 400, json: { message: 'Verificationcode expired' } });
    const resent = await t.call('POST', '/api/Account/ResendVerificationCode', { token: loginToken });
    expect(resent).toMatchObject({ status: 200, json: { username: 'hoofdverzekerde', isVerificationCodeNeeded: true } });
    expect(t.backend.outbox.messages()).toHaveLength(2);
    expect((await validateReset(loginToken, '12345', 'password')).status).toBe(200);

    const { loginToken: later } = (await resetPassword({ username: 'hoofdverzekerde', birthDate: person('hoofdverzekerde').birthDate })).json;
    await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 900 } });
    expect((await validateReset(later, '12345', 'password')).status).toBe(401);
  });

  test('the resent receiver of the forgot-username flow keeps the username hidden', async () => {
    const { policyNumber, birthDate } = person('hoofdverzekerde');
    const { loginToken } = (await resetUsername({ policyNumber, birthDate })).json;
    const resent = await t.call('POST', '/api/Account/ResendVerificationCode', { token: loginToken });
    expect(resent.json.username).toBeNull();
  });

  test.for([
    { case: 'another reset type than requested', resetType: 'username', message: "Het veld 'resetType' past niet bij de herstelaanvraag van dit token." },
    { case: 'an unknown reset type', resetType: 'email', message: "Het veld 'resetType' moet 'username' of 'password' zijn." },
  ])('$case → 400', async ({ resetType, message }) => {
    const { loginToken } = (await resetPassword({ username: 'hoofdverzekerde', birthDate: person('hoofdverzekerde').birthDate })).json;
    expect(await validateReset(loginToken, '12345', resetType)).toMatchObject({ status: 400, json: { message } });
    expect((await validateReset(loginToken, '12345', 'password')).status).toBe(200);
  });

  test('a login token, an access token or no token → 401; a reset token does not open the login check', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    expect((await validateReset(loginToken, '12345', 'password')).status).toBe(401);
    const accessToken = await t.accessToken('hoofdverzekerde');
    expect((await validateReset(accessToken, '12345', 'password')).status).toBe(401);
    const none = await t.call('POST', '/api/account/validateVerificationCodeResetFlow', { body: { verificationCode: '12345', resetType: 'password' } });
    expect(none.status).toBe(401);
    const { loginToken: resetToken } = (await resetPassword({ username: 'hoofdverzekerde', birthDate: person('hoofdverzekerde').birthDate })).json;
    const asLogin = await t.call('POST', '/api/account/validateVerificationCode', { token: resetToken, body: { verificationCode: '12345' } });
    expect(asLogin).toMatchObject({ status: 401, json: { message: 'Uw sessie is niet geldig: dit soort token geldt hier niet.' } });
  });
});

describe('POST /api/Account/UpdatePassword', () => {
  test('with the password-reset token → 204; the new password logs in, the old one not; the token works once', async () => {
    const resetToken = await resetTokenFor('hoofdverzekerde');
    const answer = await updatePassword(resetToken, { Password: NEW_PASSWORD });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    const stored = person('hoofdverzekerde').account;
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$08\$/);
    expect(compareSync(NEW_PASSWORD, stored.passwordHash)).toBe(true);
    expect((await login('hoofdverzekerde', DEMO_PASSWORD)).json.message).toBe('Incorrect username/password combination.');
    expect((await login('hoofdverzekerde', NEW_PASSWORD)).status).toBe(200);
    expect(await updatePassword(resetToken, { Password: 'Nogmaals#2026' })).toMatchObject({
      status: 401,
      json: { message: 'Uw sessie is niet geldig: het token is al gebruikt.' },
    });
  });

  test('a password reset clears a lockout of the username', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login('hoofdverzekerde', 'Fout0000!');
    expect((await login('hoofdverzekerde', DEMO_PASSWORD)).json.message).toMatch(/^Account locked/);
    const resetToken = await resetTokenFor('hoofdverzekerde');
    expect((await updatePassword(resetToken, { Password: NEW_PASSWORD })).status).toBe(204);
    expect((await login('hoofdverzekerde', NEW_PASSWORD)).status).toBe(200);
  });

  test('the password-reset token expires after 10 minutes (401)', async () => {
    const resetToken = await resetTokenFor('hoofdverzekerde');
    t.backend.clock.advance(601);
    expect(await updatePassword(resetToken, { Password: NEW_PASSWORD })).toMatchObject({ status: 401, json: { message: 'Uw sessie is niet geldig: het token is verlopen.' } });
  });

  test('tijdelijkwachtwoord (first login) with the access token → 200 { accessToken } without shouldResetPassword', async () => {
    const accessToken = await t.accessToken('tijdelijkwachtwoord');
    expect(decodeJwt(accessToken).user.shouldResetPassword).toBe(true);
    const answer = await updatePassword(accessToken, { Password: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    const claims = decodeJwt(answer.json.accessToken);
    expect(claims).toMatchObject({ typ: 'access', user: { shouldResetPassword: false, signedTermsOfAgreement: false } });
    expect(claims.exp - claims.iat).toBe(1800);
    expect(person('tijdelijkwachtwoord').account.shouldResetPassword).toBe(false);
    expect((await t.call('GET', '/api/News', { token: answer.json.accessToken })).status).toBe(200);
    expect((await login('tijdelijkwachtwoord', NEW_PASSWORD)).status).toBe(200);
  });

  test("the field may also be spelled 'password'", async () => {
    const accessToken = await t.accessToken('hoofdverzekerde');
    expect((await updatePassword(accessToken, { password: NEW_PASSWORD })).status).toBe(200);
    expect((await login('hoofdverzekerde', NEW_PASSWORD)).status).toBe(200);
  });

  test.for([
    { case: 'too short', password: 'Kort1!', key: 'password-too-short' },
    { case: 'too long', password: `Lang1!${'a'.repeat(45)}`, key: 'password-too-long' },
    { case: 'no letter', password: '12345678!', key: 'password-needs-letter' },
    { case: 'no digit', password: 'Wachtwoord!', key: 'password-needs-digit' },
    { case: 'no special character', password: 'Wachtwoord1', key: 'password-needs-special-character' },
  ] as const)('$case → 400 with the domain rule’s Dutch message, nothing stored', async ({ password, key }) => {
    const accessToken = await t.accessToken('hoofdverzekerde');
    const resetToken = await resetTokenFor('medeverzekerde');
    await expectRefusedWithoutTrace(() => updatePassword(accessToken, { Password: password }), VALIDATION_MESSAGES_NL[key]);
    await expectRefusedWithoutTrace(() => updatePassword(resetToken, { Password: password }), VALIDATION_MESSAGES_NL[key]);
    expect((await updatePassword(resetToken, { Password: NEW_PASSWORD })).status).toBe(204);
  });

  test('Password missing or not a string → 400 naming the field', async () => {
    const accessToken = await t.accessToken('hoofdverzekerde');
    await expectRefusedWithoutTrace(() => updatePassword(accessToken, {}), "Het veld 'Password' is verplicht.");
    await expectRefusedWithoutTrace(() => updatePassword(accessToken, { Password: 12345678 }), "Het veld 'Password' moet tekst zijn, niet een getal.");
  });

  test('no token, a login token or a reset token (before the code) → 401; an access token without u-pw → 403', async () => {
    expect((await t.call('POST', '/api/Account/UpdatePassword', { body: { Password: NEW_PASSWORD } })).status).toBe(401);
    expect((await updatePassword(await t.loginToken('hoofdverzekerde'), { Password: NEW_PASSWORD })).status).toBe(401);
    const { loginToken } = (await resetPassword({ username: 'hoofdverzekerde', birthDate: person('hoofdverzekerde').birthDate })).json;
    expect((await updatePassword(loginToken, { Password: NEW_PASSWORD })).status).toBe(401);

    t.backend.store.update((state) => {
      const stored = state.accounts.find((entry) => entry.username === 'buitenland')!;
      stored.permissions = stored.permissions.filter((code) => code !== 'u-pw');
    });
    const withoutPermission = await t.accessToken('buitenland');
    expect(await updatePassword(withoutPermission, { Password: NEW_PASSWORD })).toMatchObject({
      status: 403,
      json: { message: "U heeft geen toegang: hiervoor is het recht 'u-pw' nodig." },
    });
  });
});

describe('persistence of a changed password', () => {
  test('a second instance on the same data folder logs in with the new password', async () => {
    const dataDir = await makeDataDir();
    try {
      const first = await startTestBackend({ dataDir });
      const accessToken = await first.accessToken('wanbetaler');
      expect((await first.call('POST', '/api/Account/UpdatePassword', { token: accessToken, body: { Password: NEW_PASSWORD } })).status).toBe(200);
      await first.close();

      const second = await startTestBackend({ dataDir });
      const old = await second.call('POST', '/api/account/login', { body: { username: 'wanbetaler', password: DEMO_PASSWORD } });
      expect(old.json.message).toBe('Incorrect username/password combination.');
      const renewed = await second.call('POST', '/api/account/login', { body: { username: 'wanbetaler', password: NEW_PASSWORD } });
      expect(renewed.status).toBe(200);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
