// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { VALIDATION_MESSAGES_NL } from '../domain/validation';
import { DEMO_PASSWORD } from './seed';
import { decodeJwt, startTestBackend, useTestBackend } from './test-support';

const t = useTestBackend();

function stored(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const agreement = state.agreements.find((entry) => entry.agreementId === customer.agreementId)!;
  return { account, customer, agreement };
}

function withoutPermission(username: string, code: string) {
  t.backend.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username)!;
    account.permissions = account.permissions.filter((entry) => entry !== code);
  });
}

describe('POST /api/account/login with rememberMe', () => {
  async function accessTokenWith(rememberMe: unknown) {
    const login = await t.call('POST', '/api/account/login', { body: { username: 'hoofdverzekerde', password: DEMO_PASSWORD, rememberMe } });
    expect(login.status).toBe(200);
    const verified = await t.call('POST', '/api/account/validateVerificationCode', { token: login.json.loginToken, body: { verificationCode: '12345' } });
    return { loginClaims: decodeJwt(login.json.loginToken), accessClaims: decodeJwt(verified.json.accessToken), accessToken: verified.json.accessToken as string };
  }

  test('rememberMe true → the access token lives 7 days (and says rememberMe)', async () => {
    const { loginClaims, accessClaims } = await accessTokenWith(true);
    expect(loginClaims.rememberMe).toBe(true);
    expect(loginClaims.exp - loginClaims.iat).toBe(900);
    expect(accessClaims).toMatchObject({ typ: 'access', rememberMe: true });
    expect(accessClaims.exp - accessClaims.iat).toBe(7 * 24 * 3600);
  });

  test.for([false, undefined, null])('rememberMe %s → the access token lives 30 minutes', async (rememberMe) => {
    const { accessClaims } = await accessTokenWith(rememberMe);
    expect(accessClaims.rememberMe).toBeUndefined();
    expect(accessClaims.exp - accessClaims.iat).toBe(1800);
  });

  test('a refreshed token (SignTermsOfAgreement) keeps the remembered lifetime', async () => {
    const { accessToken } = await accessTokenWith(true);
    const signed = await t.call('POST', '/api/Account/SignTermsOfAgreement', { token: accessToken });
    const claims = decodeJwt(signed.json.accessToken);
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });

  test('rememberMe not a boolean → 400, nothing stored, no code sent', async () => {
    const before = JSON.stringify(t.backend.store.read());
    const answer = await t.call('POST', '/api/account/login', { body: { username: 'hoofdverzekerde', password: DEMO_PASSWORD, rememberMe: 'yes' } });
    expect(answer).toMatchObject({ status: 400, json: { message: "Het veld 'rememberMe' moet true of false zijn, niet tekst." } });
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
    expect(t.backend.outbox.messages()).toEqual([]);
  });

  test('a remember-me lifetime can be set (rememberMeAccessTokenLifetimeSeconds)', async () => {
    const custom = await startTestBackend({ rememberMeAccessTokenLifetimeSeconds: 3600 });
    try {
      const login = await custom.call('POST', '/api/account/login', { body: { username: 'buitenland', password: DEMO_PASSWORD, rememberMe: true } });
      const verified = await custom.call('POST', '/api/account/validateVerificationCode', { token: login.json.loginToken, body: { verificationCode: '12345' } });
      const claims = decodeJwt(verified.json.accessToken);
      expect(claims.exp - claims.iat).toBe(3600);
    } finally {
      await custom.close();
    }
  });
});

describe('POST /api/Account/SignTermsOfAgreement', () => {
  test('tijdelijkwachtwoord → { accessToken } with signedTermsOfAgreement, stored', async () => {
    const token = await t.accessToken('tijdelijkwachtwoord');
    expect(decodeJwt(token).user.signedTermsOfAgreement).toBe(false);
    const answer = await t.call('POST', '/api/Account/SignTermsOfAgreement', { token });
    expect(answer.status).toBe(200);
    const claims = decodeJwt(answer.json.accessToken);
    expect(claims).toMatchObject({ typ: 'access', sub: stored('tijdelijkwachtwoord').account.accountId, user: { signedTermsOfAgreement: true, shouldResetPassword: true } });
    expect(claims.exp - claims.iat).toBe(1800);
    expect(stored('tijdelijkwachtwoord').account.signedTermsOfAgreement).toBe(true);
  });

  test('no token or a login token → 401', async () => {
    expect((await t.call('POST', '/api/Account/SignTermsOfAgreement')).status).toBe(401);
    expect((await t.call('POST', '/api/Account/SignTermsOfAgreement', { token: await t.loginToken('tijdelijkwachtwoord') })).status).toBe(401);
    expect(stored('tijdelijkwachtwoord').account.signedTermsOfAgreement).toBe(false);
  });
});

describe('POST /api/Account/updatePhoneNumber', () => {
  test('a valid number is normalised and stored → 204; the next login code goes there', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('POST', '/api/Account/updatePhoneNumber', { token, body: { phoneNumber: '+31 6 1234 5678' } });
    expect(answer.status).toBe(204);
    expect(stored('hoofdverzekerde').customer.phoneNumber).toBe('+31612345678');
    const details = await t.call('POST', '/api/Account/GetAccountDetails', { token });
    expect(details.json.phoneNumber).toBe('+31612345678');
    await t.loginToken('hoofdverzekerde');
    expect(t.backend.outbox.messages().at(-1)).toMatchObject({ channel: 'sms', to: '+31612345678' });
  });

  test('issue 12 point 6: a Dutch mobile number typed 06 12345678 is stored as +31612345678', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/Account/updatePhoneNumber', { token, body: { phoneNumber: '06 12345678' } })).status).toBe(204);
    expect(stored('hoofdverzekerde').customer.phoneNumber).toBe('+31612345678');
  });

  test('a landline number → calls from then on', async () => {
    const token = await t.accessToken('buitenland');
    expect((await t.call('POST', '/api/Account/updatePhoneNumber', { token, body: { phoneNumber: '+31201234567' } })).status).toBe(204);
    await t.loginToken('buitenland');
    expect(t.backend.outbox.messages().at(-1)).toMatchObject({ channel: 'call', to: '+31201234567' });
  });

  test.for([
    { case: 'without country code', phoneNumber: '612345678', message: VALIDATION_MESSAGES_NL['phone-prefix-missing'] },
    { case: 'Dutch, too short', phoneNumber: '+3161234567', message: VALIDATION_MESSAGES_NL['phone-dutch-length-invalid'] },
    { case: 'foreign, too long', phoneNumber: '+3247012345678901', message: VALIDATION_MESSAGES_NL['phone-length-invalid'] },
    { case: 'missing', phoneNumber: undefined, message: "Het veld 'phoneNumber' is verplicht." },
    { case: 'a number', phoneNumber: 31612345678, message: "Het veld 'phoneNumber' moet tekst zijn, niet een getal." },
  ])('$case → 400, nothing stored', async ({ phoneNumber, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = JSON.stringify(t.backend.store.read());
    const answer = await t.call('POST', '/api/Account/updatePhoneNumber', { token, body: { phoneNumber } });
    expect(answer).toMatchObject({ status: 400, json: { message } });
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
  });

  test('without u-acc → 403; without a token → 401', async () => {
    withoutPermission('hoofdverzekerde', 'u-acc');
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('POST', '/api/Account/updatePhoneNumber', { token, body: { phoneNumber: '+31612345678' } });
    expect(answer).toMatchObject({ status: 403, json: { message: "U heeft geen toegang: hiervoor is het recht 'u-acc' nodig." } });
    expect((await t.call('POST', '/api/Account/updatePhoneNumber', { body: { phoneNumber: '+31612345678' } })).status).toBe(401);
  });
});

describe('POST /api/Account/GetAccountDetails', () => {
  test('issue 12 point 8: loginInfo is the login before the current one, not the current one', async () => {
    const seeded = stored('hoofdverzekerde').account.lastLoginAt;
    expect(seeded).not.toBeNull();
    const first = await t.accessToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/Account/GetAccountDetails', { token: first })).json.loginInfo).toBe(seeded);
    const firstLoginAt = stored('hoofdverzekerde').account.lastLoginAt;
    expect(firstLoginAt).not.toBe(seeded);
    t.backend.clock.advance(60);
    const second = await t.accessToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/Account/GetAccountDetails', { token: second })).json.loginInfo).toBe(firstLoginAt);
  });

  test('hoofdverzekerde: login, contact, iDIN and payment details', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { account, customer, agreement } = stored('hoofdverzekerde');
    const answer = await t.call('POST', '/api/Account/GetAccountDetails', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      username: 'hoofdverzekerde',
      email: customer.emailAddress,
      phoneNumber: customer.phoneNumber,
      iDinActivationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      iDinActive: true,
      loginActive: true,
      loginInfo: account.previousLoginAt,
      digitalNewsletterActive: account.digitalNewsletterActive,
      announcementEmailActive: true,
      contactPreference: 'paper',
      paymentMethod: 'DirectDebit',
      paymentMethodExcess: agreement.paymentDetails.paymentMethodExcess,
    });
  });

  test('medeverzekerde (co-insured, r-acc): iDIN not active, the payment method of the agreement', async () => {
    const answer = await t.call('POST', '/api/account/getaccountdetails', { token: await t.accessToken('medeverzekerde') });
    expect(answer.json).toMatchObject({ username: 'medeverzekerde', iDinActive: false, iDinActivationDate: null, paymentMethod: 'DirectDebit' });
  });

  test('without r-acc → 403; a login token → 401', async () => {
    withoutPermission('buitenland', 'r-acc');
    expect((await t.call('POST', '/api/Account/GetAccountDetails', { token: await t.accessToken('buitenland') })).status).toBe(403);
    expect((await t.call('POST', '/api/Account/GetAccountDetails', { token: await t.loginToken('hoofdverzekerde') })).status).toBe(401);
  });
});

describe('GET /api/account/getEmailAddress', () => {
  test('the full e-mail address of the account', async () => {
    const answer = await t.call('GET', '/api/account/getEmailAddress', { token: await t.accessToken('hoofdverzekerde') });
    expect(answer).toMatchObject({ status: 200, json: { emailAddress: stored('hoofdverzekerde').customer.emailAddress } });
    expect(answer.json.emailAddress).toMatch(/^[^*]+@example\./);
  });

  test('without a token → 401', async () => {
    expect((await t.call('GET', '/api/account/getEmailAddress')).status).toBe(401);
  });
});

describe('POST /api/Account/UpdatePassword at first login (issue 12 point 5)', () => {
  test('the temporary password cannot be chosen again → 400 with the rule’s text, nothing stored; another one → 200', async () => {
    const token = await t.accessToken('tijdelijkwachtwoord');
    const before = JSON.stringify(t.backend.store.read());
    const same = await t.call('POST', '/api/Account/UpdatePassword', { token, body: { Password: DEMO_PASSWORD } });
    expect(same).toMatchObject({ status: 400, json: { message: VALIDATION_MESSAGES_NL['password-same-as-temporary'] } });
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
    const other = await t.call('POST', '/api/Account/UpdatePassword', { token, body: { Password: 'Nieuw#2026' } });
    expect(other.status).toBe(200);
    expect(stored('tijdelijkwachtwoord').account.shouldResetPassword).toBe(false);
  });

  test('an account without a temporary password may keep the same password', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/Account/UpdatePassword', { token, body: { Password: DEMO_PASSWORD } })).status).toBe(200);
  });
});
