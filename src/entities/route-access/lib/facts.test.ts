import { permissionFlagsFromCodes, type RouteName } from '@portal/domain';
import { describe, expect, test } from 'vitest';
import { areFactsSettled, factsNeeded, ROUTES_CHECKED_BY_FACTS } from './facts';

describe('which facts beyond the token a route check reads (spec 01 §2)', () => {
  // "verzekerde-bijschrijven … and the user has a basic insurance"; "verzekeringsrecht … and the yearly check is required";
  // spec 02 §6: reading the insurance right needs r-insurance-right
  test.for([
    { case: 'add insured with its permission reads the agreements', routes: ['add-insured'], codes: ['login', 'c-ins-per'], needed: { agreements: true, insuranceRight: false } },
    { case: 'add insured without its permission reads nothing', routes: ['add-insured'], codes: ['login'], needed: { agreements: false, insuranceRight: false } },
    { case: 'insurance right with create and read reads the insurance right', routes: ['insurance-right'], codes: ['login', 'c-insurance-right', 'r-insurance-right'], needed: { agreements: false, insuranceRight: true } },
    { case: 'insurance right without the read code never asks for it', routes: ['insurance-right'], codes: ['login', 'c-insurance-right'], needed: { agreements: false, insuranceRight: false } },
    { case: 'a route checked by the token alone reads nothing', routes: ['message-box'], codes: ['login', 'r-msg'], needed: { agreements: false, insuranceRight: false } },
    { case: 'a public route reads nothing', routes: ['login'], codes: [], needed: { agreements: false, insuranceRight: false } },
    { case: 'the menu asks for both routes at once', routes: ['add-insured', 'insurance-right'], codes: ['login', 'c-ins-per', 'c-insurance-right', 'r-insurance-right'], needed: { agreements: true, insuranceRight: true } },
  ] as { case: string; routes: RouteName[]; codes: string[]; needed: object }[])('$case', ({ routes, codes, needed }) => {
    expect(factsNeeded(routes, permissionFlagsFromCodes(codes))).toEqual(needed);
  });

  test('a check waits only for the facts it needs', () => {
    expect(areFactsSettled({ agreements: true, insuranceRight: false }, { agreements: true, insuranceRight: false })).toBe(true);
    expect(areFactsSettled({ agreements: true, insuranceRight: false }, { agreements: false, insuranceRight: true })).toBe(false);
    expect(areFactsSettled({ agreements: false, insuranceRight: false }, { agreements: false, insuranceRight: false })).toBe(true);
  });

  test('the routes checked by facts are the two of the route table', () => {
    expect([...ROUTES_CHECKED_BY_FACTS].sort()).toEqual(['add-insured', 'insurance-right']);
  });
});
