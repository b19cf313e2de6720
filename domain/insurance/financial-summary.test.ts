import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GVS_PERSONAL_CONTRIBUTION_CAP, costMeter } from './financial-summary';

describe('costMeter', () => {
  // "for excess, for GVS and for dental: total, consumed, remaining and percentage consumed"
  test.for([
    { case: 'own risk partly used', total: 385, consumed: 43.15, meter: { total: 385, consumed: 43.15, remaining: 341.85, percentageConsumed: 11 } },
    { case: 'own risk used up', total: 385, consumed: 385, meter: { total: 385, consumed: 385, remaining: 0, percentageConsumed: 100 } },
    { case: 'more consumed than the total', total: 250, consumed: 312.4, meter: { total: 250, consumed: 250, remaining: 0, percentageConsumed: 100 } },
    { case: 'a child: no own risk', total: 0, consumed: 0, meter: { total: 0, consumed: 0, remaining: 0, percentageConsumed: 0 } },
    { case: 'cents add up exactly', total: 0.3, consumed: 0.1, meter: { total: 0.3, consumed: 0.1, remaining: 0.2, percentageConsumed: 33 } },
    { case: 'GVS: the legal cap of 250', total: GVS_PERSONAL_CONTRIBUTION_CAP, consumed: 12.4, meter: { total: 250, consumed: 12.4, remaining: 237.6, percentageConsumed: 5 } },
  ])('$case', ({ total, consumed, meter }) => {
    expect(costMeter({ total, consumed })).toEqual(meter);
  });

  test('property: consumed plus remaining is the total, the percentage between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 400_000 }), (totalCents, consumedCents) => {
        const meter = costMeter({ total: totalCents / 100, consumed: consumedCents / 100 });
        expect(Math.round(meter.consumed * 100) + Math.round(meter.remaining * 100)).toBe(totalCents);
        expect(meter.percentageConsumed).toBeGreaterThanOrEqual(0);
        expect(meter.percentageConsumed).toBeLessThanOrEqual(100);
      }),
    );
  });
});
