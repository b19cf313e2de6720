import { describe, expect, test } from 'vitest';
import { OWN_CAR_RATE_PER_KM, ownCarRideAmount, rideKilometres, validateRideDistance } from './own-car';

describe('a ride by own car (issue 33 point 12: "distance in km with the per-km rate shown and the total computed")', () => {
  test('the rate is € 0,35 per km', () => {
    expect(OWN_CAR_RATE_PER_KM).toBe(0.35);
  });

  test.for([
    { typed: '20', direction: 'one-way', error: null, kilometres: 20, amount: 7 },
    { typed: '20', direction: 'return', error: null, kilometres: 40, amount: 14 },
    { typed: ' 37 ', direction: 'return', error: null, kilometres: 74, amount: 25.9 },
    { typed: '1', direction: 'one-way', error: null, kilometres: 1, amount: 0.35 },
    { typed: '3', direction: 'one-way', error: null, kilometres: 3, amount: 1.05 },
    // spec 01 §5: "km 1 to 400"
    { typed: '400', direction: 'return', error: null, kilometres: 800, amount: 280 },
    { typed: '401', direction: 'one-way', error: 'distance-invalid', kilometres: null, amount: null },
    // the direction not yet chosen counts as one way, so the amount shows while typing
    { typed: '12', direction: '', error: null, kilometres: 12, amount: 4.2 },
    { typed: '', direction: 'one-way', error: 'required-field', kilometres: null, amount: null },
    { typed: '0', direction: 'one-way', error: 'distance-invalid', kilometres: null, amount: null },
    { typed: '1000', direction: 'one-way', error: 'distance-invalid', kilometres: null, amount: null },
    { typed: '12,5', direction: 'one-way', error: 'distance-invalid', kilometres: null, amount: null },
    { typed: '-4', direction: 'one-way', error: 'distance-invalid', kilometres: null, amount: null },
    { typed: '20 km', direction: 'one-way', error: 'distance-invalid', kilometres: null, amount: null },
  ])('$typed km, $direction: $amount', ({ typed, direction, error, kilometres, amount }) => {
    expect(validateRideDistance(typed)).toBe(error);
    expect(rideKilometres(typed, direction)).toBe(kilometres);
    expect(ownCarRideAmount(typed, direction)).toBe(amount);
  });
});
