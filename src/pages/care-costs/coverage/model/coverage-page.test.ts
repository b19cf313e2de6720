// @vitest-environment jsdom
import type { ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope } from '@test-support/account-scope';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { $persons, $results, $searchText, $status, personPicked, searchChanged } from './coverage-page';

const route = routes.coverage;
const SELF = '100200300';
const CHILD = '100200301';
const PARTNER = '100200302';
const THIS_YEAR = new Date().getFullYear();

const customer = (customerNumber: string, role: 'H' | 'M' | 'P', age: number, firstName: string) => ({
  customerNumber, role, birthDate: `${THIS_YEAR - age}-01-01`, firstName, lastName: 'Dijk', prefix: 'van', initials: null, prefixBirthName: null, birthName: null, gender: 'M',
});

const cover = (code: string, name: string, count: number) => ({
  code, name, typeOfProduct: 'AP', limit: { kind: 'treatments', count }, ownRisk: false, conditions: 'Zonder verwijzing.', conditionsDocumentId: 'G1202603', conditionsDocumentName: 'Polisvoorwaarden Aanvullende verzekeringen 2026',
});

const careType = (id: string, name: string, keywords: string[], overrides: Record<string, unknown> = {}) => ({
  id, name, keywords, covered: true, coveredBy: [cover('AV2', 'Aanvullend Goed', 18)], ownRisk: false, otherPackages: [cover('AV3', 'Aanvullend Best', 27)],
  limit: { kind: 'treatments', count: 18 }, unit: 'treatments', used: 9, left: 9, resetsOn: `${THIS_YEAR + 1}-01-01`, ...overrides,
});

function api(request: ApiRequest): unknown {
  switch (request.path) {
    case 'Customer/GetAllCustomersWithActivePolicy':
      return [customer(SELF, 'H', 42, 'Cas'), customer(PARTNER, 'P', 40, 'Noor'), customer(CHILD, 'M', 9, 'Zoey')];
    case 'Coverage/GetCoverageForPerson':
      return {
        customerNumber: request.searchParams?.['customerNumber'],
        year: THIS_YEAR,
        careTypes: [
          careType('huisarts', 'Huisarts', ['dokter'], { coveredBy: [], limit: { kind: 'full' }, unit: 'euros', used: 42.5, left: null, resetsOn: null, otherPackages: [] }),
          careType('fysiotherapie', 'Fysiotherapie', ['fysio']),
          careType('orthodontie', 'Orthodontie', ['beugel'], { covered: false, coveredBy: [], limit: null, unit: null, used: 0, left: null, resetsOn: null }),
        ],
      };
    default:
      throw new Error(`unexpected call ${request.path}`);
  }
}

const asked = (requests: ApiRequest[]) => requests.filter((request) => request.path === 'Coverage/GetCoverageForPerson').map((request) => request.searchParams);

describe('vergoedingen in a forked scope', () => {
  test('opened from the dashboard with ?zoek=fysoi: the user’s coverage of this year, physiotherapy found despite the typo', async () => {
    const { scope, requests } = await accountScope(api, {}, ['login', 'r-per-det', 'r-ins']);
    await allSettled(route.opened, { scope, params: { params: {}, query: { zoek: 'fysoi' } } });
    expect(scope.getState($persons).map((person) => person.customerNumber)).toEqual([SELF, CHILD]);
    expect(asked(requests)).toEqual([{ customerNumber: SELF, year: THIS_YEAR }]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($searchText)).toBe('fysoi');
    expect(scope.getState($results).map((row) => row.id)).toEqual(['fysiotherapie']);
    expect(scope.getState($results)[0]).toMatchObject({ used: 9, left: 9, coveredBy: [{ name: 'Aanvullend Goed' }], otherPackages: [{ name: 'Aanvullend Best' }] });
  });

  test('typing searches the loaded care types (a synonym); nothing typed shows all; another person loads theirs', async () => {
    const { scope, requests } = await accountScope(api, {}, ['login', 'r-per-det', 'r-ins']);
    await allSettled(route.opened, { scope, params: { params: {}, query: {} } });
    expect(scope.getState($results).map((row) => row.id)).toEqual(['huisarts', 'fysiotherapie', 'orthodontie']);
    await allSettled(searchChanged, { scope, params: 'beugel' });
    expect(scope.getState($results).map((row) => row.id)).toEqual(['orthodontie']);
    await allSettled(personPicked, { scope, params: CHILD });
    expect(asked(requests)).toEqual([
      { customerNumber: SELF, year: THIS_YEAR },
      { customerNumber: CHILD, year: THIS_YEAR },
    ]);
  });

  test('the address follows the search (?zoek=), replaced through the router once typing rests, the scroll kept; its own writing does not take back what is typed since', async () => {
    const { scope, navigate } = await accountScope(api, {}, ['login', 'r-per-det', 'r-ins']);
    const navigations = () => navigate.mock.calls.map(([request]) => request as unknown);
    await allSettled(route.opened, { scope, params: { params: {}, query: {} } });
    // typed letter by letter: one address for what was typed, in place of the page's own
    await Promise.all(['f', 'fy', 'fys', 'fysio '].map((text) => allSettled(searchChanged, { scope, params: text })));
    expect(navigations()).toEqual([{ to: '/vergoedingen?zoek=fysio', replace: true, keepScroll: true }]);
    // the router's answer to its own writing: the trailing space, and whatever is typed since, stay
    const typingOn = allSettled(searchChanged, { scope, params: 'fysio t' });
    await allSettled(route.updated, { scope, params: { params: {}, query: { zoek: 'fysio' } } });
    await typingOn;
    expect(scope.getState($searchText)).toBe('fysio t');
    // another address (the dashboard's search box): its search
    await allSettled(route.updated, { scope, params: { params: {}, query: { zoek: 'beugel' } } });
    expect(scope.getState($searchText)).toBe('beugel');
    // emptied: the address without a search
    await allSettled(searchChanged, { scope, params: '' });
    expect(navigations().at(-1)).toEqual({ to: '/vergoedingen', replace: true, keepScroll: true });
    // closed while typing rests: the next page's address is left alone
    const count = navigations().length;
    const typing = allSettled(searchChanged, { scope, params: 'pil' });
    await allSettled(route.closed, { scope });
    await typing;
    expect(navigations()).toHaveLength(count);
  });
});
