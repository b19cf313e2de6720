// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES, maskEmailAddress, maskPhoneNumber } from './areas/account';
import { CO_INSURED_PERMISSIONS, MAIN_INSURED_PERMISSIONS } from './seed/people';
import { DEMO_PASSWORD } from './seed';
import { decodeJwt, startTestBackend, useTestBackend } from './test-support';

const t = useTestBackend();

const login = (username: string, password = DEMO_PASSWORD) =>
  t.call('POST', '/api/account/login', { body: { username, password } });
const validate = (token: string, verificationCode: string) =>
  t.call('POST', '/api/account/validateVerificationCode', { token, body: { verificationCode } });

describe('POST /api/account/login', () => {
  test.for([
    { username: 'hoofdverzekerde', channel: 'sms', phone: /^\+316\*{6}\d{2}$/, role: 'H' },
    { username: 'medeverzekerde', channel: 'sms', phone: /^\+316\*{6}\d{2}$/, role: 'M' },
    { username: 'wanbetaler', channel: 'call', phone: /^\+3120\*{5}\d{2}$/, role: 'H' },
    { username: 'buitenland', channel: 'sms', phone: /^\+316\*{6}\d{2}$/, role: 'H' },
    { username: 'tijdelijkwachtwoord', channel: 'sms', phone: /^\+316\*{6}\d{2}$/, role: 'H' },
  ])('$username gets a login token and a code by $channel', async ({ username, channel, phone, role }) => {
    const answer = await login(username);
    expect(answer.status).toBe(200);
    const { loginToken, verificationReceiver } = answer.json;
    expect(verificationReceiver).toMatchObject({
      username,
      phoneNumberIsUnknown: false,
      emailAddressIsUnknown: false,
      isVerificationCodeNeeded: true,
    });
    expect(verificationReceiver.phoneNumber).toMatch(phone);
    expect(verificationReceiver.emailAddress).toMatch(/^[a-z]\*\*\*@example\.(nl|com|org)$/);
    expect(verificationReceiver.customerNumber).toMatch(/^\d{9}$/);
    expect(new Date(verificationReceiver.sendDate).toISOString()).toBe(verificationReceiver.sendDate);

    const claims = decodeJwt(loginToken);
    expect(claims).toMatchObject({ typ: 'login', sub: expect.any(String), user: { role } });
    expect(claims.exp - claims.iat).toBe(900);

    const sent = t.backend.outbox.messages();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel, kind: 'verification', username, code: '12345', sentAt: verificationReceiver.sendDate });
    expect(sent[0]?.to.slice(-2)).toBe(verificationReceiver.phoneNumber.slice(-2));
  });

  test('zondertelefoon: no phone number or e-mail known, no code sent', async () => {
    const answer = await login('zondertelefoon');
    expect(answer.status).toBe(200);
    expect(answer.json.verificationReceiver).toMatchObject({
      username: 'zondertelefoon',
      phoneNumber: null,
      emailAddress: null,
      phoneNumberIsUnknown: true,
      emailAddressIsUnknown: true,
      sendDate: null,
    });
    expect(t.backend.outbox.messages()).toEqual([]);
    const resend = await t.call('POST', '/api/Account/ResendVerificationCode', { token: answer.json.loginToken });
    expect(resend).toMatchObject({ status: 400, json: { message: 'Account does not have: PhoneNumber' } });
  });

  test('the username is matched case-insensitively', async () => {
    expect((await login('HoofdVerzekerde')).status).toBe(200);
  });

  test.for([
    { case: 'unknown user', username: 'onbekend', password: DEMO_PASSWORD, message: ACCOUNT_MESSAGES.incorrectCredentials },
    { case: 'wrong password', username: 'hoofdverzekerde', password: 'Welkom02!', message: ACCOUNT_MESSAGES.incorrectCredentials },
    { case: 'not activated, right password', username: 'nietgeactiveerd', password: DEMO_PASSWORD, message: 'Account not activated' },
    { case: 'not activated, wrong password', username: 'nietgeactiveerd', password: 'fout', message: ACCOUNT_MESSAGES.incorrectCredentials },
  ])('$case → 400 $message', async ({ username, password, message }) => {
    const answer = await login(username, password);
    expect(answer).toMatchObject({ status: 400, json: { message } });
    expect(t.backend.outbox.messages()).toEqual([]);
  });

  test('the messages are the ones the portal recognises', () => {
    expect(ACCOUNT_MESSAGES.incorrectCredentials).toBe('Incorrect username/password combination.');
    expect(ACCOUNT_MESSAGES.locked).toBe('Account locked: too many attempts. Try again in 15 minutes.');
  });

  test.for(['hoofdverzekerde', 'iemand-die-niet-bestaat'])(
    '%s: 5 wrong passwords lock the username for 15 minutes',
    async (username) => {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login(username, 'Fout0000!')).json.message).toBe(ACCOUNT_MESSAGES.incorrectCredentials);
      }
      expect((await login(username, 'Fout0000!')).json.message).toBe(ACCOUNT_MESSAGES.locked);
      expect(await login(username)).toMatchObject({ status: 400, json: { message: ACCOUNT_MESSAGES.locked } });
      t.backend.clock.advance(14 * 60);
      expect((await login(username)).json.message).toBe(ACCOUNT_MESSAGES.locked);
      t.backend.clock.advance(61);
      const after = await login(username);
      expect(after.json.message ?? null).toBe(username === 'hoofdverzekerde' ? null : ACCOUNT_MESSAGES.incorrectCredentials);
    },
  );

  test('a successful login clears the count of wrong passwords', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await login('hoofdverzekerde', 'Fout0000!');
    expect((await login('hoofdverzekerde')).status).toBe(200);
    expect((await login('hoofdverzekerde', 'Fout0000!')).json.message).toBe(ACCOUNT_MESSAGES.incorrectCredentials);
  });
});

describe('POST /api/account/validateVerificationCode', () => {
  test('the right code gives an access token with the claims of the user', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    const answer = await validate(loginToken, '12345');
    expect(answer.status).toBe(200);
    const claims = decodeJwt(answer.json.accessToken);
    expect(claims.typ).toBe('access');
    expect(claims.exp - claims.iat).toBe(1800);
    expect([...claims.permissions].sort()).toEqual([...MAIN_INSURED_PERMISSIONS].sort());
    expect(claims.permissions).not.toContain('admin');
    expect(claims.user).toEqual({
      customerNumber: expect.stringMatching(/^\d{9}$/),
      accountId: claims.sub,
      emailAddress: expect.stringMatching(/@example\./),
      firstName: expect.any(String),
      lastName: expect.any(String),
      birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      prefix: claims.user.prefix === null ? null : expect.any(String),
      maidenName: null,
      prefixMaidenName: null,
      initials: expect.stringMatching(/^([A-Z]\.)+$/),
      gender: 'M',
      shouldResetPassword: false,
      shouldVerifyEmailAddress: false,
      signedTermsOfAgreement: true,
      isDefaulter: false,
      shouldShowDigitalPopup: false,
      label: 'zorgzaam',
      role: 'H',
    });
  });

  test.for([
    { username: 'medeverzekerde', check: { role: 'M', label: 'studentenzorg' }, permissions: CO_INSURED_PERMISSIONS },
    { username: 'wanbetaler', check: { isDefaulter: true, shouldShowDigitalPopup: true }, permissions: MAIN_INSURED_PERMISSIONS },
    { username: 'tijdelijkwachtwoord', check: { shouldResetPassword: true, signedTermsOfAgreement: false }, permissions: MAIN_INSURED_PERMISSIONS },
    { username: 'buitenland', check: { label: 'zorgcollectief' }, permissions: MAIN_INSURED_PERMISSIONS },
  ])('$username: user claim and permissions', async ({ username, check, permissions }) => {
    const claims = decodeJwt(await t.accessToken(username));
    expect(claims.user).toMatchObject(check);
    expect([...claims.permissions].sort()).toEqual([...permissions].sort());
  });

  test('a wrong code → 400; 5 wrong codes block the login token, even for the right code and after a resend; a new login works', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await validate(loginToken, '54321')).toMatchObject({ status: 400, json: { message: 'Verificationcode was invalid' } });
    }
    const fifth = await validate(loginToken, '54321');
    expect(fifth.status).toBe(400);
    expect(fifth.json.message).toMatch(/^Verificationcode was invalid 5 times and has been blocked/);
    expect((await validate(loginToken, '12345')).json.message).toBe(fifth.json.message);

    const resend = await t.call('POST', '/api/Account/ResendVerificationCode', { token: loginToken });
    expect(resend).toMatchObject({ status: 400, json: { message: fifth.json.message } });
    expect(t.backend.outbox.messages()).toHaveLength(1);
    expect((await validate(loginToken, '12345')).json.message).toBe(fifth.json.message);
    expect((await validate(await t.loginToken('hoofdverzekerde'), '12345')).status).toBe(200);
  });

  test('a login token is used once: after the right code it is refused (401)', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    expect((await validate(loginToken, '12345')).status).toBe(200);
    expect(await validate(loginToken, '12345')).toMatchObject({ status: 401, json: { message: 'Uw sessie is niet geldig: het token is al gebruikt.' } });
  });

  test('an access token or no token → 401', async () => {
    const accessToken = await t.accessToken('hoofdverzekerde');
    expect((await validate(accessToken, '12345')).status).toBe(401);
    const none = await t.call('POST', '/api/account/validateVerificationCode', { body: { verificationCode: '12345' } });
    expect(none).toMatchObject({ status: 401, json: { message: expect.stringMatching(/token ontbreekt/) } });
  });

  test('after 5 minutes the code has expired (400), after 15 minutes the login token (401)', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    t.backend.clock.advance(301);
    expect(await validate(loginToken, '12345')).toMatchObject({ status: 400, json: { message: 'Verificationcode expired' } });
    t.backend.clock.advance(15 * 60 - 301);
    expect((await validate(loginToken, '12345')).status).toBe(401);
  });

  test('wrong code type or no code → 400 naming the field', async () => {
    const loginToken = await t.loginToken('hoofdverzekerde');
    const asNumber = await t.call('POST', '/api/account/validateVerificationCode', { token: loginToken, body: { verificationCode: 12345 } });
    expect(asNumber).toMatchObject({ status: 400, json: { message: expect.stringContaining("'verificationCode'") } });
    const missing = await t.call('POST', '/api/account/validateVerificationCode', { token: loginToken, body: {} });
    expect(missing).toMatchObject({ status: 400, json: { message: "Het veld 'verificationCode' is verplicht." } });
    expect((await validate(loginToken, '12345')).status).toBe(200);
  });
});

describe('a code older than 5 minutes', () => {
  test('→ 400 Verificationcode expired (through POST /__fake/clock); a resent code is valid again', async () => {
    const loginToken = await t.loginToken('medeverzekerde');
    expect((await t.call('POST', '/__fake/clock', { body: { advanceSeconds: 301 } })).status).toBe(200);
    const answer = await validate(loginToken, '12345');
    expect(answer).toMatchObject({ status: 400, json: { message: 'Verificationcode expired' } });
    await t.call('POST', '/api/account/resendverificationcode', { token: loginToken });
    expect((await validate(loginToken, '12345')).status).toBe(200);
  });

  test('a shorter login token (loginTokenLifetimeSeconds) still meets 401 first', async () => {
    const short = await startTestBackend({ loginTokenLifetimeSeconds: 300 });
    try {
      const loginToken = await short.loginToken('hoofdverzekerde');
      short.backend.clock.advance(301);
      const answer = await short.call('POST', '/api/account/validateVerificationCode', { token: loginToken, body: { verificationCode: '12345' } });
      expect(answer.status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('random codes', () => {
  test('are 5 digits, and only the sent one is accepted', async () => {
    const random = await startTestBackend({ randomCodes: true });
    try {
      const loginToken = await random.loginToken('hoofdverzekerde');
      const code = random.backend.outbox.messages()[0]?.code ?? '';
      expect(code).toMatch(/^\d{5}$/);
      const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
      const call = (verificationCode: string) =>
        random.call('POST', '/api/account/validateVerificationCode', { token: loginToken, body: { verificationCode } });
      expect((await call(wrong)).status).toBe(400);
      expect((await call(code)).status).toBe(200);
    } finally {
      await random.close();
    }
  });
});

describe('masking', () => {
  test.for([
    { input: '+31612345678', output: '+316******78' },
    { input: '+31201234567', output: '+3120*****67' },
    { input: '+32470123456', output: '+32*******56' },
  ])('phone $input → $output', ({ input, output }) => {
    expect(maskPhoneNumber(input)).toBe(output);
    expect(maskPhoneNumber(input)).toHaveLength(input.length);
  });

  test('e-mail keeps the first letter and the domain', () => {
    expect(maskEmailAddress('jan.jansen@example.nl')).toBe('j***@example.nl');
  });
});
