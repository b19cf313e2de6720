import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type DeclarationTrip,
  declarationTripErrors,
  isDeclarationAmountAllowedOnline,
  mayAddTrip,
} from './declaration-limits';

describe('online declaration amount', () => {
  // "Claims: up to 2000 euro online"
  test.for([
    { amount: 0.01, allowed: true },
    { amount: 1999.99, allowed: true },
    { amount: 2000, allowed: true },
    { amount: 2000.01, allowed: false },
  ])('$amount euro allowed online: $allowed', ({ amount, allowed }) => {
    expect(isDeclarationAmountAllowedOnline(amount)).toBe(allowed);
  });
});

describe('trips', () => {
  const trip: DeclarationTrip = { date: '2025-03-01', isOneWay: false };
  // "At most 20 trips; each trip needs a date and a one-way flag; extra cost type and amount optional."
  test.for([
    { name: 'one complete trip', trips: [trip], errors: [] },
    { name: 'a one-way trip with a ferry', trips: [{ ...trip, isOneWay: true, extraCostType: 'ferry' as const }], errors: [] },
    { name: 'no date', trips: [trip, { ...trip, date: null }], errors: ['trip-date-required@1'] },
    { name: 'no one-way answer', trips: [{ ...trip, isOneWay: null }], errors: ['trip-one-way-required@0'] },
    { name: '20 trips', trips: Array.from({ length: 20 }, () => trip), errors: [] },
    { name: '21 trips', trips: Array.from({ length: 21 }, () => trip), errors: ['too-many-trips'] },
  ])('$name', ({ trips, errors }) => {
    const found = declarationTripErrors(trips).map((error) => ('tripIndex' in error ? `${error.code}@${error.tripIndex}` : error.code));
    expect(found).toEqual(errors);
  });

  test('property: a trip can be added exactly while adding it keeps the list within the limit', () => {
    fc.assert(
      fc.property(fc.nat({ max: 30 }), (count) => {
        const trips = Array.from({ length: count }, () => trip);
        const afterAdding = declarationTripErrors([...trips, trip]);
        expect(mayAddTrip(trips)).toBe(!afterAdding.some((error) => error.code === 'too-many-trips'));
      }),
    );
  });
});
