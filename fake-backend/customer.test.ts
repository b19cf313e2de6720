// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { VALIDATION_MESSAGES_NL } from '../domain/validation';
import { useTestBackend } from './test-support';

const t = useTestBackend();

function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const holder = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const members = state.customers.filter((entry) => entry.agreementId === holder.agreementId);
  return { account, holder, members, byRole: (role: string) => members.filter((member) => member.role === role) };
}

function withoutPermission(username: string, code: string) {
  t.backend.store.update((state) => {
    const account = state.accounts.find((entry) => entry.username === username)!;
    account.permissions = account.permissions.filter((entry) => entry !== code);
  });
}

describe('GET /api/Customer/GetAllCustomersWithActivePolicy (spec 02 §1 "Privacy")', () => {
  test('the main insured sees themselves and the children under 16, never the partner', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { holder, byRole } = household('hoofdverzekerde');
    const answer = await t.call('GET', '/api/Customer/GetAllCustomersWithActivePolicy', { token });
    expect(answer.status).toBe(200);
    const numbers = answer.json.map((customer: { customerNumber: string }) => customer.customerNumber);
    expect(numbers).toEqual([holder.customerNumber, ...byRole('M').map((child) => child.customerNumber)]);
    expect(numbers).not.toContain(byRole('P')[0]!.customerNumber);
    expect(answer.json[0]).toMatchObject({
      initials: holder.initials,
      firstName: holder.firstName,
      lastName: holder.lastName,
      birthDate: holder.birthDate,
      gender: holder.gender,
      role: 'H',
    });
    expect(answer.json[0].policies[0]).toMatchObject({ startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(answer.json[0]).not.toHaveProperty('socialSecurityNumber');
  });

  test('a co-insured of 17 with an own account sees only themselves', async () => {
    const token = await t.accessToken('medeverzekerde');
    const { holder } = household('medeverzekerde');
    const answer = await t.call('GET', '/api/Customer/GetAllCustomersWithActivePolicy', { token });
    expect(answer.json.map((customer: { customerNumber: string }) => customer.customerNumber)).toEqual([holder.customerNumber]);
  });

  test('without r-per-det → 403; without a token → 401', async () => {
    withoutPermission('hoofdverzekerde', 'r-per-det');
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('GET', '/api/Customer/GetAllCustomersWithActivePolicy', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/Customer/GetAllCustomersWithActivePolicy')).status).toBe(401);
  });
});

describe('GET /api/Customer/GetCustomerDetails?customerNumber=', () => {
  test('own details with address and contact info', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const { holder } = household('hoofdverzekerde');
    const answer = await t.call('GET', `/api/Customer/GetCustomerDetails?customerNumber=${holder.customerNumber}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      customerNumber: holder.customerNumber,
      address: holder.address,
      emailAddress: holder.emailAddress,
      phoneNumber: holder.phoneNumber,
    });
  });

  test('a child under 16 of the main insured is served', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const child = household('hoofdverzekerde').byRole('M')[0]!;
    const answer = await t.call('GET', `/api/Customer/GetCustomerDetails?customerNumber=${child.customerNumber}`, { token });
    expect(answer).toMatchObject({ status: 200, json: { customerNumber: child.customerNumber, phoneNumber: null } });
  });

  test.for([
    { who: 'the partner (16 and over) of the main insured', username: 'hoofdverzekerde', pick: 'partner' },
    { who: 'the main insured, asked by the co-insured of 17', username: 'medeverzekerde', pick: 'main' },
    { who: 'a customer of another household', username: 'hoofdverzekerde', pick: 'stranger' },
  ])('$who → 404 Customer not found', async ({ username, pick }) => {
    const token = await t.accessToken(username);
    const own = household(username);
    const other =
      pick === 'partner'
        ? own.byRole('P')[0]!
        : pick === 'main'
          ? own.byRole('H')[0]!
          : household('wanbetaler').holder;
    const answer = await t.call('GET', `/api/Customer/GetCustomerDetails?customerNumber=${other.customerNumber}`, { token });
    expect(answer).toMatchObject({ status: 404, json: { message: 'De verzekerde is niet gevonden.' } });
  });

  test('without or with a malformed customerNumber → 400', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    for (const query of ['', '?customerNumber=', '?customerNumber=abc']) {
      const answer = await t.call('GET', `/api/Customer/GetCustomerDetails${query}`, { token });
      expect(answer).toMatchObject({ status: 400, json: { message: "De parameter 'customerNumber' in het adres is verplicht (cijfers)." } });
    }
  });
});

describe('POST /api/Customer/UpdateCustomer', () => {
  const address = {
    street: 'Kerkstraat',
    houseNumber: 12,
    houseNumberAddition: 'A',
    postalCode: '3511AB',
    city: 'Utrecht',
    country: 'NL',
  };

  async function update(username: string, body: unknown) {
    const token = await t.accessToken(username);
    return t.call('POST', '/api/Customer/UpdateCustomer', { token, body });
  }

  test('own address, e-mail and phone are stored (postal code and phone normalised) and answered', async () => {
    const { holder } = household('hoofdverzekerde');
    const answer = await update('hoofdverzekerde', {
      customerNumber: holder.customerNumber,
      address: { ...address, postalCode: '3511 AB' },
      emailAddress: 'nieuw@example.nl',
      phoneNumber: '+31 6 1234 5678',
    });
    expect(answer.status).toBe(200);
    const stored = household('hoofdverzekerde').holder;
    expect(stored.address).toEqual({ ...address, postalCode: '3511 AB' });
    expect(stored).toMatchObject({ emailAddress: 'nieuw@example.nl', phoneNumber: '+31612345678' });
    expect(answer.json).toMatchObject({ address: stored.address, emailAddress: 'nieuw@example.nl', phoneNumber: '+31612345678' });
  });

  test('a child under 16 may be left without e-mail and phone', async () => {
    const child = household('hoofdverzekerde').byRole('M')[0]!;
    const answer = await update('hoofdverzekerde', {
      customerNumber: child.customerNumber,
      address: { ...address, postalCode: '3511 AB', houseNumberAddition: '' },
      emailAddress: '',
      phoneNumber: null,
    });
    expect(answer.status).toBe(200);
    expect(household('hoofdverzekerde').byRole('M')[0]).toMatchObject({
      address: { ...address, postalCode: '3511 AB', houseNumberAddition: null },
      emailAddress: null,
      phoneNumber: null,
    });
  });

  test.for([
    { case: 'an invalid Dutch postal code', change: { address: { ...address, postalCode: '351 AB' } }, message: VALIDATION_MESSAGES_NL['postal-code-invalid'] },
    { case: 'an invalid e-mail address', change: { emailAddress: 'jan@' }, message: VALIDATION_MESSAGES_NL['email-invalid'] },
    { case: 'the account holder without phone', change: { phoneNumber: '' }, message: VALIDATION_MESSAGES_NL['phone-required'] },
    { case: 'a Dutch number of the wrong length', change: { phoneNumber: '+316123' }, message: VALIDATION_MESSAGES_NL['phone-dutch-length-invalid'] },
    { case: 'a missing address', change: { address: null }, message: "Het veld 'address' is verplicht." },
    { case: 'a missing street', change: { address: { ...address, street: ' ' } }, message: "Het veld 'street' is verplicht." },
    { case: 'a house number that is text', change: { address: { ...address, houseNumber: '12' } }, message: "Het veld 'houseNumber' moet een getal zijn, niet tekst." },
    { case: 'another country', change: { address: { ...address, country: 'BE' } }, message: "Het veld 'address.country' kunt u niet online wijzigen." },
  ])('$case → 400 with the message, nothing stored', async ({ change, message }) => {
    const { holder } = household('hoofdverzekerde');
    const before = JSON.stringify(t.backend.store.read().customers);
    const answer = await update('hoofdverzekerde', {
      customerNumber: holder.customerNumber,
      address,
      emailAddress: 'jan@example.nl',
      phoneNumber: '+31612345678',
      ...change,
    });
    expect(answer).toMatchObject({ status: 400, json: { message } });
    expect(JSON.stringify(t.backend.store.read().customers)).toBe(before);
  });

  test('abroad (Belgium) the postal code is not the Dutch one', async () => {
    const { holder } = household('buitenland');
    const answer = await update('buitenland', {
      customerNumber: holder.customerNumber,
      address: { ...holder.address, houseNumber: 114, postalCode: '2018' },
      emailAddress: holder.emailAddress,
      phoneNumber: holder.phoneNumber,
    });
    expect(answer.status).toBe(200);
    expect(household('buitenland').holder.address).toMatchObject({ houseNumber: 114, postalCode: '2018', country: 'BE' });
  });

  test('the partner (16+) cannot be changed by the main insured → 404; without u-per-det → 403', async () => {
    const partner = household('hoofdverzekerde').byRole('P')[0]!;
    const hidden = await update('hoofdverzekerde', { customerNumber: partner.customerNumber, address, emailAddress: '', phoneNumber: '' });
    expect(hidden).toMatchObject({ status: 404, json: { message: 'De verzekerde is niet gevonden.' } });
    withoutPermission('hoofdverzekerde', 'u-per-det');
    const { holder } = household('hoofdverzekerde');
    const forbidden = await update('hoofdverzekerde', { customerNumber: holder.customerNumber, address, phoneNumber: '+31612345678' });
    expect(forbidden.status).toBe(403);
  });

  test('changes survive a restart (db.json)', async () => {
    const { holder } = household('hoofdverzekerde');
    await update('hoofdverzekerde', { customerNumber: holder.customerNumber, address, emailAddress: '', phoneNumber: '+31612345678' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { readFile } = await import('node:fs/promises');
    const onDisk = JSON.parse(await readFile(t.backend.store.file, 'utf8'));
    const stored = onDisk.customers.find((entry: { customerNumber: string }) => entry.customerNumber === holder.customerNumber);
    expect(stored).toMatchObject({ address: { street: 'Kerkstraat', postalCode: '3511 AB' }, emailAddress: null });
  });
});
