import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MANDATORY_OWN_RISK,
  MAXIMUM_TOTAL_OWN_RISK,
  MAXIMUM_VOLUNTARY_OWN_RISK,
  isValidVoluntaryOwnRisk,
  totalOwnRisk,
} from './own-risk';

describe('own risk', () => {
  // "Own risk: mandatory 385 euro, voluntary extra 500, total 885, for persons aged 18 or over."
  test('the constants of the spec', () => {
    expect([MANDATORY_OWN_RISK, MAXIMUM_VOLUNTARY_OWN_RISK, MAXIMUM_TOTAL_OWN_RISK]).toEqual([385, 500, 885]);
  });
  test.for([
    { voluntary: 0, valid: true, total: 385 },
    { voluntary: 500, valid: true, total: 885 },
    { voluntary: 500.01, valid: false, total: 885.01 },
    { voluntary: -100, valid: false, total: 285 },
  ])('voluntary $voluntary: valid $valid, total $total', ({ voluntary, valid, total }) => {
    expect(isValidVoluntaryOwnRisk(voluntary)).toBe(valid);
    expect(totalOwnRisk(voluntary)).toBe(total);
  });
  test('property: a valid voluntary own risk keeps the total between 385 and 885', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), (cents) => {
        const total = totalOwnRisk(cents / 100);
        expect(isValidVoluntaryOwnRisk(cents / 100)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(385);
        expect(total).toBeLessThanOrEqual(885);
      }),
    );
  });
});
