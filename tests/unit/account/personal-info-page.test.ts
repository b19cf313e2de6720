import { routes } from '@/shared/routing';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { accountScope, failWith } from '../support/account-scope';
import { $persons, $policyNumbers, $status } from '@/pages/account/personal-info/model/personal-info-page';

const person = (customerNumber: string, firstName: string, role: 'H' | 'M') => ({
  customerNumber,
  initials: `${firstName[0]}.`,
  prefix: 'van',
  firstName,
  lastName: 'Dijk',
  prefixBirthName: null,
  birthName: null,
  gender: 'M',
  birthDate: '2014-05-01',
  role,
});
const address = { street: 'Kerkstraat', houseNumber: 12, houseNumberAddition: null, postalCode: '3511 AB', city: 'Utrecht', country: 'NL' };

describe('persoonlijke-gegevens loads from its route (forked scope)', () => {
  test('the visible persons, then the details of each; the account holder first', async () => {
    const list = [person('555', 'Noor', 'M'), person('100200300', 'Cas', 'H')];
    const { scope, requests } = await accountScope((request) => {
      if (request.path === 'Customer/GetAllCustomersWithActivePolicy') return list;
      const customerNumber = String(request.searchParams?.['customerNumber']);
      const found = list.find((entry) => entry.customerNumber === customerNumber)!;
      return { ...found, address, emailAddress: null, phoneNumber: null };
    });
    await allSettled(routes['personal-info'].opened, { scope, params: { params: {}, query: {} } });
    expect(requests.map((request) => [request.path, request.searchParams?.['customerNumber'] ?? null])).toEqual([
      ['Customer/GetAllCustomersWithActivePolicy', null],
      ['Customer/GetCustomerDetails', '555'],
      ['Customer/GetCustomerDetails', '100200300'],
    ]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($persons).map((entry) => entry.firstName)).toEqual(['Cas', 'Noor']);
    await allSettled(routes['personal-info'].closed, { scope });
    expect(scope.getState($persons)).toEqual([]);
  });

  test('with r-ins, each person\'s running policy number (GET Policy/GetActivePolicyNumber); a 204 (none running) leaves it out', async () => {
    const list = [person('555', 'Noor', 'M'), person('100200300', 'Cas', 'H')];
    const { scope, requests } = await accountScope(
      (request) => {
        if (request.path === 'Customer/GetAllCustomersWithActivePolicy') return list;
        const customerNumber = String(request.searchParams?.['customerNumber']);
        if (request.path === 'Policy/GetActivePolicyNumber') return customerNumber === '555' ? null : '687050566297';
        const found = list.find((entry) => entry.customerNumber === customerNumber)!;
        return { ...found, address, emailAddress: null, phoneNumber: null };
      },
      {},
      ['login', 'r-per-det', 'r-ins'],
    );
    await allSettled(routes['personal-info'].opened, { scope, params: { params: {}, query: {} } });
    expect(requests.filter((request) => request.path === 'Policy/GetActivePolicyNumber').map((request) => request.searchParams?.['customerNumber'])).toEqual(['555', '100200300']);
    expect(scope.getState($policyNumbers)).toEqual({ '100200300': '687050566297' });
    expect(scope.getState($status)).toBe('ready');
  });

  test('a failing list → failed', async () => {
    const { scope } = await accountScope(failWith(500));
    await allSettled(routes['personal-info'].opened, { scope, params: { params: {}, query: {} } });
    expect(scope.getState($status)).toBe('failed');
  });
});
