// @vitest-environment jsdom
import type { ApiRequest } from '@/shared/api';
import { routes } from '@/shared/routing';
import { accountScope, failWith } from '@test-support/account-scope';
import { allSettled } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import {
  $declarations,
  $detail,
  $filter,
  $persons,
  $summary,
  $chosenPersonName,
  $printable,
  $year,
  $years,
  declarationOpened,
  overviewPrintRequested,
  personPicked,
  yearChosen,
} from './healthcare-costs-page';

const route = routes['healthcare-costs'];
const SELF = '100200300';
const CHILD = '100200301';
const PARTNER = '100200302';
const OLDER_CHILD = '100200303';
const THIS_YEAR = new Date().getFullYear();

/** A person as GET Customer/GetAllCustomersWithPolicy answers, insured this year and the two before. */
const customer = (customerNumber: string, role: 'H' | 'M' | 'P', birthDate: string, firstName: string) => ({
  customerNumber, role, birthDate, firstName, lastName: 'Dijk', prefix: 'van', initials: null, prefixBirthName: null, birthName: null, gender: 'M',
  policies: [THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2].map((year) => ({ policyNumber: `${customerNumber}${year}`, year, startDate: `${year}-01-01`, endDate: `${year}-12-31` })),
});

const birthDateAged = (age: number) => `${THIS_YEAR - age}-01-01`;
const HOUSEHOLD = [
  customer(SELF, 'H', birthDateAged(42), 'Cas'),
  customer(PARTNER, 'P', birthDateAged(40), 'Noor'),
  customer(CHILD, 'M', birthDateAged(9), 'Zoey'),
  customer(OLDER_CHILD, 'M', birthDateAged(17), 'Daan'),
];

const declaration = (customerNumber: string, year: number, overrides: Record<string, unknown> = {}) => ({
  declarationId: `${customerNumber}${year}`,
  recordId: '1',
  customerNumber,
  fullName: 'C. van Dijk',
  receivedDate: `${year}-03-30`,
  treatmentDate: `${year}-03-20`,
  lastTreatmentDate: `${year}-03-20`,
  careProvider: 'Fysiotherapie Oostpoort',
  careType: 'Fysiotherapie',
  invoiceId: 'F20260320',
  declarationAmount: 38,
  originalAmount: null,
  originalCurrency: null,
  exchangeRate: null,
  compensatedAmount: 38,
  uncompensatedAmount: 0,
  excessAmount: 0,
  contributionAmount: 0,
  submittedBy: 'V',
  receiverOfReimbursement: 'D',
  status: 0,
  hasReadRights: true,
  ...overrides,
});

const meter = (total: number, consumed: number) => ({ total, consumed, remaining: total - consumed, percentageConsumed: Math.round((consumed / total) * 100) || 0 });

function api(request: ApiRequest): unknown {
  const { customerNumber, year } = (request.searchParams ?? {}) as { customerNumber: string; year: number };
  switch (request.path) {
    case 'Customer/GetAllCustomersWithPolicy':
      return HOUSEHOLD;
    case 'Declaration/ReadAll':
      // what the user may read: treated this year, last year, and two years ago (the child's); never 1999
      return [declaration(SELF, THIS_YEAR), declaration(SELF, THIS_YEAR - 1), declaration(CHILD, THIS_YEAR - 2), declaration(CHILD, THIS_YEAR - 1)];
    case 'Declaration/GetDeclarations':
      return [
        // in progress, received the Monday before Easter 2026: handled by Wednesday 15 April (Good Friday and Easter Monday skipped)
        declaration(customerNumber, Number(year), { recordId: '2', status: 1, receivedDate: '2026-03-30', submittedBy: 'V', receiverOfReimbursement: 'D', compensatedAmount: 0 }),
        declaration(customerNumber, Number(year), { submittedBy: 'Z', receiverOfReimbursement: 'M', lastTreatmentDate: `${year}-04-10` }),
        // issue 32: a bill in dollars, valued in euros; a declaration without read rights
        declaration(customerNumber, Number(year), { recordId: '3', careType: 'Zorg in het buitenland', declarationAmount: 172, originalAmount: 200, originalCurrency: 'USD', exchangeRate: 0.86 }),
        declaration(customerNumber, Number(year), { recordId: '4', careType: 'Geestelijke gezondheidszorg', hasReadRights: false }),
      ];
    case 'Policy/GetFinancialSummary':
      return { customerNumber, year, excess: meter(customerNumber === SELF ? 385 : 0, 0), gvs: meter(250, 12.4), dental: meter(500, 96.2) };
    case 'Declaration':
      return {
        ...declaration(SELF, THIS_YEAR, { declarationId: String(request.searchParams?.['declarationId']) }),
        bills: [{ payOutAmount: 38, activities: [{ date: `${THIS_YEAR}-03-20`, description: 'Behandeling fysiotherapie' }] }],
        collectionRiskAmount: 0,
        relation: { prefix: 'van', lastName: 'Dijk', dateOfBirth: birthDateAged(42) },
      };
    default:
      throw new Error(`unexpected call ${request.path}`);
  }
}

const asked = (requests: ApiRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.searchParams);

describe('mijn-zorgkosten in a forked scope', () => {
  test('without filters: the user and this year; the persons are the user and the children under 16', async () => {
    const { scope, requests } = await accountScope(api, {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
    await allSettled(route.opened, { scope, params: { params: {}, query: {} } });
    expect(scope.getState($persons).map((person) => person.customerNumber)).toEqual([SELF, CHILD]);
    expect(scope.getState($filter)).toEqual({ year: THIS_YEAR, customerNumber: SELF });
    expect(asked(requests, 'Declaration/GetDeclarations')).toEqual([{ customerNumber: SELF, year: THIS_YEAR }]);
    expect(asked(requests, 'Policy/GetFinancialSummary')).toEqual([{ customerNumber: SELF, year: THIS_YEAR }]);
    expect(scope.getState($summary)?.gvs).toEqual(meter(250, 12.4));
  });

  test('the rows: status, submitter and receiver in words (D customer, M care provider), the handled-by date of one in progress', async () => {
    const { scope } = await accountScope(api, {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
    await allSettled(route.opened, { scope, params: { params: {}, query: {} } });
    const [inProgress, handled] = scope.getState($declarations);
    expect(inProgress).toMatchObject({ statusKey: 'in-progress', statusColour: 'orange', isAssessed: false, submittedBy: 'insured', paidTo: 'insured', lastTreatmentDate: null });
    expect(inProgress?.handledBy?.toDateString()).toBe(new Date(2026, 3, 15).toDateString());
    expect(handled).toMatchObject({ statusKey: 'handled', statusColour: 'green', isAssessed: true, submittedBy: 'care-provider', paidTo: 'care-provider', handledBy: null });
    expect(handled?.lastTreatmentDate).toBe(`${THIS_YEAR}-04-10`);
  });

  test('?jaar=&verzekerde= pass through as filters; a person the user may not see leaves the user chosen', async () => {
    const { scope, requests } = await accountScope(api, {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
    await allSettled(route.opened, { scope, params: { params: {}, query: { jaar: String(THIS_YEAR - 1), verzekerde: CHILD } } });
    expect(scope.getState($filter)).toEqual({ year: THIS_YEAR - 1, customerNumber: CHILD });
    expect(asked(requests, 'Declaration/GetDeclarations')).toEqual([{ customerNumber: CHILD, year: THIS_YEAR - 1 }]);

    const other = await accountScope(api, {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
    await allSettled(route.opened, { scope: other.scope, params: { params: {}, query: { jaar: '1999', verzekerde: PARTNER } } });
    expect(other.scope.getState($filter)).toEqual({ year: THIS_YEAR, customerNumber: SELF });
    expect(asked(other.requests, 'Declaration/GetDeclarations')).toEqual([{ customerNumber: SELF, year: THIS_YEAR }]);
  });

  test('choosing a year or a person loads it and writes both into the address', async () => {
    const { scope, requests } = await accountScope(api, {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
    await allSettled(route.opened, { scope, params: { params: {}, query: {} } });
    await allSettled(yearChosen, { scope, params: THIS_YEAR - 2 });
    expect(window.location.pathname + window.location.search).toBe(`/mijn-zorgkosten?jaar=${THIS_YEAR - 2}&verzekerde=${SELF}`);
    await allSettled(personPicked, { scope, params: CHILD });
    expect(window.location.pathname + window.location.search).toBe(`/mijn-zorgkosten?jaar=${THIS_YEAR - 2}&verzekerde=${CHILD}`);
    expect(scope.getState($year)).toBe(THIS_YEAR - 2);
    expect(asked(requests, 'Declaration/GetDeclarations')).toEqual([
      { customerNumber: SELF, year: THIS_YEAR },
      { customerNumber: SELF, year: THIS_YEAR - 2 },
      { customerNumber: CHILD, year: THIS_YEAR - 2 },
    ]);
  });

  test('the year filter offers exactly the years of the declarations the user may read (ReadAll), always with this year', async () => {
    const { scope, requests } = await accountScope(api, {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
    await allSettled(route.opened, { scope, params: { params: {}, query: { jaar: String(THIS_YEAR - 2) } } });
    expect(asked(requests, 'Declaration/ReadAll')).toHaveLength(1);
    expect(scope.getState($years)).toEqual([THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2]);
    // the address's year, once ReadAll has named it: one list request, not first this year's
    expect(asked(requests, 'Declaration/GetDeclarations')).toEqual([{ customerNumber: SELF, year: THIS_YEAR - 2 }]);

    const none = await accountScope((request) => (request.path === 'Declaration/ReadAll' ? [] : api(request)), {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
    await allSettled(route.opened, { scope: none.scope, params: { params: {}, query: { jaar: String(THIS_YEAR - 1) } } });
    expect(none.scope.getState($years)).toEqual([THIS_YEAR]);
    expect(none.scope.getState($filter)).toEqual({ year: THIS_YEAR, customerNumber: SELF });
  });

  test('saving the overview as a PDF opens the print dialog, once the meters and the declarations are there', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const failing = await accountScope((request) => (request.path === 'Policy/GetFinancialSummary' ? failWith(503)(request) : api(request)), {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
      await allSettled(route.opened, { scope: failing.scope, params: { params: {}, query: {} } });
      expect(failing.scope.getState($printable)).toBe(false);
      await allSettled(overviewPrintRequested, { scope: failing.scope });
      expect(print).not.toHaveBeenCalled();

      const { scope } = await accountScope(api, {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
      await allSettled(route.opened, { scope, params: { params: {}, query: { verzekerde: CHILD } } });
      expect(scope.getState($printable)).toBe(true);
      expect(scope.getState($chosenPersonName)).toContain('Zoey');
      await allSettled(overviewPrintRequested, { scope });
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  });

  test('opening a declaration loads its detail with declarationId and recordId', async () => {
    const { scope, requests } = await accountScope(api, {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
    await allSettled(route.opened, { scope, params: { params: {}, query: {} } });
    const declarationId = `${SELF}${THIS_YEAR}`;
    await allSettled(declarationOpened, { scope, params: { declarationId, recordId: '1' } });
    expect(asked(requests, 'Declaration')).toEqual([{ declarationId, recordId: '1' }]);
    expect(scope.getState($detail)).toMatchObject({ declarationId, bills: [{ payOutAmount: 38 }], row: { statusKey: 'handled' } });
  });

  test('issue 32: a bill in another currency keeps its original beside the euros; one without read rights opens no detail', async () => {
    const { scope, requests } = await accountScope(api, {}, ['login', 'r-per-det', 'r-dec', 'r-exc']);
    await allSettled(route.opened, { scope, params: { params: {}, query: {} } });
    const rows = scope.getState($declarations);
    expect(rows.find((row) => row.recordId === '3')).toMatchObject({ declarationAmount: 172, original: { amount: 200, currency: 'USD', euroPerUnit: 0.86 }, hasReadRights: true });
    expect(rows.find((row) => row.recordId === '1')).toMatchObject({ original: null, invoiceId: 'F20260320' });
    expect(rows.find((row) => row.recordId === '4')).toMatchObject({ hasReadRights: false });
    await allSettled(declarationOpened, { scope, params: { declarationId: `${SELF}${THIS_YEAR}`, recordId: '4' } });
    expect(asked(requests, 'Declaration')).toEqual([]);
    expect(scope.getState($detail)).toBeNull();
  });
});
