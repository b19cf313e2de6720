import { mayRequestTransportFor } from '@portal/domain';
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { customersWithActivePolicyQuery } from '../api/queries';
import { customersWithPolicyQuery } from '../api/policy-queries';
import { createInsuredPersonChoice, type Viewer } from './insured-person-choice';

const person = (customerNumber: string, role: 'H' | 'M' | 'P', birthDate: string) => ({
  customerNumber, role, birthDate, firstName: 'Sam', lastName: 'Jansen', prefix: null, initials: null, prefixBirthName: null, birthName: null, gender: 'F',
});

// on 23 November 2026: the partner, a child of 10, a child of 17
const HOUSEHOLD = [person('1', 'H', '1980-05-01'), person('2', 'P', '1982-01-01'), person('3', 'M', '2016-03-01'), person('4', 'M', '2009-06-01')];
const TODAY = new Date(2026, 10, 23);

async function choiceFor(viewer: Viewer, mayActFor?: Parameters<typeof createInsuredPersonChoice>[0]['mayActFor']) {
  const choice = createInsuredPersonChoice({ $viewer: createStore<Viewer | null>(viewer), $today: createStore<Date | null>(TODAY), mayActFor });
  const scope = fork({ handlers: [[customersWithActivePolicyQuery.__.executeFx, () => HOUSEHOLD]] });
  await allSettled(choice.load, { scope });
  return { choice, scope };
}

describe('the insured-person picker: "forms act on the currently selected customer number"', () => {
  test.for([
    { name: 'the main insured: self and the co-insured under 16', viewer: { customerNumber: '1', role: 'H' as const }, persons: ['1', '3'] },
    { name: 'a co-insured of 16 or over: only self', viewer: { customerNumber: '4', role: 'M' as const }, persons: ['4'] },
    { name: 'the partner: only self', viewer: { customerNumber: '2', role: 'P' as const }, persons: ['2'] },
  ])('$name', async ({ viewer, persons }) => {
    const { choice, scope } = await choiceFor(viewer);
    expect(scope.getState(choice.$persons).map((option) => option.customerNumber)).toEqual(persons);
    expect(scope.getState(choice.$chosenCustomerNumber)).toBe(viewer.customerNumber);
  });

  test('a form\'s own rule narrows the list: mental-health mediation only for oneself', async () => {
    const { choice, scope } = await choiceFor({ customerNumber: '1', role: 'H' }, (candidate, viewer) => candidate.customerNumber === viewer.customerNumber);
    expect(scope.getState(choice.$persons).map((option) => option.customerNumber)).toEqual(['1']);
  });

  test('seated transport with the domain\'s rule: self and under 16', async () => {
    const { choice, scope } = await choiceFor({ customerNumber: '1', role: 'H' }, (candidate, viewer, today) => mayRequestTransportFor(candidate, viewer, today));
    expect(scope.getState(choice.$persons).map((option) => option.customerNumber)).toEqual(['1', '3']);
  });

  test('another person can be chosen, and the choice is named with the full name', async () => {
    const { choice, scope } = await choiceFor({ customerNumber: '1', role: 'H' });
    await allSettled(choice.personChosen, { scope, params: '3' });
    expect(scope.getState(choice.$chosenPerson)).toMatchObject({ customerNumber: '3', name: 'Sam Jansen', isSelf: false });
  });
});

describe('the persons with claims (spec 02 §5 "Treatment date up to 3 years back")', () => {
  const insured = (customerNumber: string, birthDate: string, years: number[]) => ({
    ...person(customerNumber, customerNumber === '1' ? 'H' : 'M', birthDate),
    policies: years.map((year) => ({ policyNumber: `${customerNumber}${year}`, year, startDate: `${year}-01-01`, endDate: `${year}-12-31` })),
  });

  test('from GET Customer/GetAllCustomersWithPolicy: also a child insured until last year; not one insured only from next year, nor one insured long ago', async () => {
    const choice = createInsuredPersonChoice({
      $viewer: createStore<Viewer | null>({ customerNumber: '1', role: 'H' }),
      $today: createStore<Date | null>(TODAY),
      insuredFor: 'claims',
    });
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [customersWithPolicyQuery.__.executeFx, () => {
          asked.push('any-policy');
          return [insured('1', '1980-05-01', [2026, 2025]), insured('3', '2016-03-01', [2025, 2024]), insured('5', '2026-12-01', [2027]), insured('6', '2015-01-01', [2021, 2022])];
        }],
        [customersWithActivePolicyQuery.__.executeFx, () => {
          asked.push('active');
          return [];
        }],
      ],
    });
    await allSettled(choice.load, { scope });
    expect(asked).toEqual(['any-policy']);
    expect(scope.getState(choice.$persons).map((option) => option.customerNumber)).toEqual(['1', '3']);
    expect(scope.getState(choice.$status)).toBe('done');
  });
});

describe('whether who may be chosen is known yet: a form waits for it rather than move under it', () => {
  const choiceWith = (viewer: Viewer | null, today: Date | null) =>
    createInsuredPersonChoice({ $viewer: createStore<Viewer | null>(viewer), $today: createStore<Date | null>(today) });

  test.for([
    { name: 'before the persons are asked', viewer: { customerNumber: '1', role: 'H' as const }, today: TODAY, answer: null, loading: true },
    { name: 'the persons are in', viewer: { customerNumber: '1', role: 'H' as const }, today: TODAY, answer: 'persons' as const, loading: false },
    { name: 'the persons are in, the user not yet', viewer: null, today: TODAY, answer: 'persons' as const, loading: true },
    { name: 'the persons are in, today not yet', viewer: { customerNumber: '1', role: 'H' as const }, today: null, answer: 'persons' as const, loading: true },
    { name: 'the persons could not be loaded: the form says so instead', viewer: { customerNumber: '1', role: 'H' as const }, today: TODAY, answer: 'failure' as const, loading: false },
  ])('$name', async ({ viewer, today, answer, loading }) => {
    const choice = choiceWith(viewer, today);
    const scope = fork({
      handlers: [
        [customersWithActivePolicyQuery.__.executeFx, () => {
          if (answer === 'failure') throw new Error('503');
          return HOUSEHOLD;
        }],
      ],
    });
    if (answer) await allSettled(choice.load, { scope });
    expect(scope.getState(choice.$isLoading)).toBe(loading);
  });
});
