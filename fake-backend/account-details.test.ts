// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { VALIDATION_MESSAGES_NL } from '../domain/validation';
import { DEMO_PASSWORD } from './seed';
import { decodeJwt, useTestBackend } from './test-support';

const t = useTestBackend();

function stored(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  return { account, customer };
}

function withoutPermission(username: string, code: string) {
  t.backend.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username)!;
    account.permissions = account.permissions.filter((entry) => entry !== code);
  });
}

describe('POST /api/Account/GetAccountDetails: the contact preference', () => {
  test.for([
    { username: 'hoofdverzekerde', contactPreference: 'paper', paymentMethod: 'DirectDebit' },
    { username: 'wanbetaler', contactPreference: 'paper', paymentMethod: 'Mail' },
    { username: 'medeverzekerde', contactPreference: 'digital', paymentMethod: 'DirectDebit' },
  ])('$username → $contactPreference', async ({ username, contactPreference, paymentMethod }) => {
    const token = await t.accessToken(username);
    const answer = await t.call('POST', '/api/Account/GetAccountDetails', { token });
    expect(answer.json).toMatchObject({ username, contactPreference, paymentMethod });
  });
});

describe('POST /api/account/UpdateAccountDetails (the username)', () => {
  test('a free username is stored; logging in works with it, not with the old one', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('POST', '/api/account/UpdateAccountDetails', { token, body: { username: 'jan.de.vries' } });
    expect(answer).toMatchObject({ status: 200, json: { usernameExists: false } });
    const usernames = t.backend.store.read().accounts.map((entry) => entry.username);
    expect(usernames).toContain('jan.de.vries');
    expect(usernames).not.toContain('hoofdverzekerde');
    expect((await t.call('POST', '/api/account/login', { body: { username: 'jan.de.vries', password: DEMO_PASSWORD } })).status).toBe(200);
    expect((await t.call('POST', '/api/account/login', { body: { username: 'hoofdverzekerde', password: DEMO_PASSWORD } })).status).toBe(400);
  });

  test('a username of another account (any case) → usernameExists, nothing stored', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = JSON.stringify(t.backend.store.read().accounts);
    const answer = await t.call('POST', '/api/account/UpdateAccountDetails', { token, body: { username: 'WanBetaler' } });
    expect(answer).toMatchObject({ status: 200, json: { usernameExists: true } });
    expect(JSON.stringify(t.backend.store.read().accounts)).toBe(before);
  });

  test.for([
    { username: 'kort', message: VALIDATION_MESSAGES_NL['username-too-short'] },
    { username: 'x'.repeat(51), message: VALIDATION_MESSAGES_NL['username-too-long'] },
    { username: 42, message: "Het veld 'username' moet tekst zijn, niet een getal." },
  ])('$username → 400 $message', async ({ username, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = JSON.stringify(t.backend.store.read());
    const answer = await t.call('POST', '/api/account/UpdateAccountDetails', { token, body: { username } });
    expect(answer).toMatchObject({ status: 400, json: { message } });
    // nothing stored: the whole store as it was
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
  });

  test('without u-acc → 403', async () => {
    withoutPermission('hoofdverzekerde', 'u-acc');
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/account/UpdateAccountDetails', { token, body: { username: 'jan.de.vries' } })).status).toBe(403);
  });
});

describe('POST /api/account/UpdateContactDetails', () => {
  const body = { email: 'post@example.nl', contactPreference: 'digital', digitalNewsletterActive: true, announcementEmailActive: false };

  test('stores e-mail, preference and both e-mail choices; answers a token with the new address', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('POST', '/api/account/UpdateContactDetails', { token, body });
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.json.accessToken).user.emailAddress).toBe('post@example.nl');
    const { account, customer } = stored('hoofdverzekerde');
    expect(customer.emailAddress).toBe('post@example.nl');
    expect(account).toMatchObject({ contactPreference: 'digital', digitalNewsletterActive: true, announcementEmailActive: false });
  });

  test('choosing digital ends the digital popup (wanbetaler, paper)', async () => {
    const token = await t.accessToken('wanbetaler');
    expect(decodeJwt(token).user.shouldShowDigitalPopup).toBe(true);
    const answer = await t.call('POST', '/api/account/UpdateContactDetails', { token, body });
    expect(decodeJwt(answer.json.accessToken).user.shouldShowDigitalPopup).toBe(false);
    expect(stored('wanbetaler').account).toMatchObject({ contactPreference: 'digital', shouldShowDigitalPopup: false });
  });

  test('paper is allowed with payment by mail (wanbetaler) and keeps the popup', async () => {
    const token = await t.accessToken('wanbetaler');
    const answer = await t.call('POST', '/api/account/UpdateContactDetails', { token, body: { ...body, contactPreference: 'paper' } });
    expect(answer.status).toBe(200);
    expect(stored('wanbetaler').account).toMatchObject({ contactPreference: 'paper', shouldShowDigitalPopup: true });
  });

  test('paper while paying by iDeal → 400, nothing stored (hoofdverzekerde, after switching from direct debit to iDEAL)', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { customer } = stored('hoofdverzekerde');
    const agreement = t.backend.store.read().agreements.find((entry) => entry.mainCustomerNumber === customer.customerNumber)!;
    const switched = await t.call('POST', '/api/Agreement/UpdatePaymentDetails', {
      token,
      body: { agreementId: agreement.agreementId, paymentMethod: 'iDeal', paymentTerm: agreement.paymentDetails.paymentTerm },
    });
    expect(switched).toMatchObject({ status: 200, json: { contactPreference: 'digital' } });
    const before = JSON.stringify(t.backend.store.read());
    const answer = await t.call('POST', '/api/account/UpdateContactDetails', { token, body: { ...body, contactPreference: 'paper' } });
    expect(answer).toMatchObject({ status: 400, json: { message: 'Post op papier is niet mogelijk zolang u met iDEAL betaalt.' } });
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
  });

  test.for([
    { case: 'an invalid e-mail', change: { email: 'post@example' }, message: VALIDATION_MESSAGES_NL['email-invalid'] },
    { case: 'no e-mail', change: { email: '' }, message: "Het veld 'email' is verplicht." },
    { case: 'an unknown preference', change: { contactPreference: 'fax' }, message: "Het veld 'contactPreference' moet 'digital' of 'paper' zijn." },
    { case: 'a flag that is not a boolean', change: { digitalNewsletterActive: 'ja' }, message: "Het veld 'digitalNewsletterActive' moet true of false zijn, niet tekst." },
  ])('$case → 400, nothing stored', async ({ change, message }) => {
    const token = await t.accessToken('hoofdverzekerde');
    const before = JSON.stringify(t.backend.store.read());
    const answer = await t.call('POST', '/api/account/UpdateContactDetails', { token, body: { ...body, ...change } });
    expect(answer).toMatchObject({ status: 400, json: { message } });
    expect(JSON.stringify(t.backend.store.read())).toBe(before);
  });

  test('without u-acc → 403', async () => {
    withoutPermission('hoofdverzekerde', 'u-acc');
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/account/UpdateContactDetails', { token, body })).status).toBe(403);
  });
});

describe('POST /api/account/decline-digital-pop-up', () => {
  test('the flag is cleared, stored and absent from the answered token', async () => {
    const token = await t.accessToken('wanbetaler');
    const answer = await t.call('POST', '/api/account/decline-digital-pop-up', { token });
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.json.accessToken).user.shouldShowDigitalPopup).toBe(false);
    expect(stored('wanbetaler').account.shouldShowDigitalPopup).toBe(false);
    // a new login keeps it declined
    expect(decodeJwt(await t.accessToken('wanbetaler')).user.shouldShowDigitalPopup).toBe(false);
  });

  test('without a token → 401', async () => {
    expect((await t.call('POST', '/api/account/decline-digital-pop-up')).status).toBe(401);
  });
});
