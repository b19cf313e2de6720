import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MANDATORY_OWN_RISK,
  MAXIMUM_TOTAL_OWN_RISK,
  MAXIMUM_VOLUNTARY_OWN_RISK,
  isValidVoluntaryOwnRisk,
  agreementExcessLimit,
  ownRiskConsumption,
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

describe('own risk consumption (GET Policy/GetExcess: amountTotal, amountRemaining)', () => {
  test.for([
    { name: 'nothing used yet', amountTotal: 385, amountRemaining: 385, consumed: 0, remaining: 385, percentage: 0 },
    { name: 'part used', amountTotal: 885, amountRemaining: 456.85, consumed: 428.15, remaining: 456.85, percentage: 48 },
    { name: 'all used', amountTotal: 385, amountRemaining: 0, consumed: 385, remaining: 0, percentage: 100 },
    { name: 'no own risk (under 18)', amountTotal: 0, amountRemaining: 0, consumed: 0, remaining: 0, percentage: 0 },
    { name: 'remaining above total is capped', amountTotal: 385, amountRemaining: 400, consumed: 0, remaining: 385, percentage: 0 },
    { name: 'negative remaining is 0', amountTotal: 385, amountRemaining: -10, consumed: 385, remaining: 0, percentage: 100 },
  ])('$name', ({ amountTotal, amountRemaining, consumed, remaining, percentage }) => {
    expect(ownRiskConsumption({ amountTotal, amountRemaining })).toEqual({ total: Math.max(0, amountTotal), consumed, remaining, percentageConsumed: percentage });
  });
  test('property: consumed plus remaining is the total, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: -1000, max: 200_000 }), (totalCents, remainingCents) => {
        const result = ownRiskConsumption({ amountTotal: totalCents / 100, amountRemaining: remainingCents / 100 });
        expect(Math.round(result.consumed * 100) + Math.round(result.remaining * 100)).toBe(totalCents);
        expect(result.percentageConsumed).toBeGreaterThanOrEqual(0);
        expect(result.percentageConsumed).toBeLessThanOrEqual(100);
      }),
    );
  });

  // "Payment details: excessLimit" (spec 02 §3), the agreement's maximum own risk: "mandatory 385 euro, voluntary extra
  // 500, total 885, for persons aged 18 or over" (§9), as the main insured's policy has it
  test.for([
    { name: 'main insured with the compulsory own risk only', policies: [{ isMainInsured: true, excessAmount: 385 }, { isMainInsured: false, excessAmount: 885 }], limit: 385 },
    { name: 'main insured with the voluntary 500', policies: [{ isMainInsured: true, excessAmount: 885 }, { isMainInsured: false, excessAmount: 385 }], limit: 885 },
    { name: 'main insured with a voluntary 200, children beside', policies: [{ isMainInsured: false, excessAmount: 0 }, { isMainInsured: true, excessAmount: 585 }], limit: 585 },
    { name: "a parent's agreement for her child only", policies: [{ isMainInsured: false, excessAmount: 0 }], limit: 0 },
    { name: 'policyholder not insured, two adults on it', policies: [{ isMainInsured: false, excessAmount: 385 }, { isMainInsured: false, excessAmount: 685 }], limit: 685 },
    { name: 'no policy this year', policies: [], limit: 0 },
  ])('excess limit: $name is $limit', ({ policies, limit }) => {
    expect(agreementExcessLimit(policies)).toBe(limit);
  });
});
