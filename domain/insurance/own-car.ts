import { centsToEuro } from './money';

/**
 * Issue 33 point 12: a ride by own car is claimed by its distance, not by a
 * bill. Spec 02 gives the form's fields ("each with date, one-way or return,
 * amount, extra costs") but no rate; this one is ours, the rate Dutch
 * insurers paid for own-car patient transport in 2026: € 0,35 per km. One
 * constant, read by the wizard (to show it and the amounts) and by the fake
 * backend (to check the amount sent).
 */
export const OWN_CAR_RATE_PER_KM = 0.35;

/**
 * The distance asked for is one way, in whole kilometres; a return ride is twice it. Spec 01 §5's shared numeric
 * rules: "km 1 to 400".
 */
export const OWN_CAR_MAXIMUM_KM = 400;

export type RideDistanceMessageKey = 'required-field' | 'distance-invalid';

/** The distance as typed: whole kilometres, 1 up to 400; null where valid. */
export function validateRideDistance(typed: string): RideDistanceMessageKey | null {
  const value = typed.trim();
  if (value === '') return 'required-field';
  if (!/^\d{1,3}$/.test(value)) return 'distance-invalid';
  const kilometres = Number(value);
  return kilometres >= 1 && kilometres <= OWN_CAR_MAXIMUM_KM ? null : 'distance-invalid';
}

/** How many kilometres a ride covers: the one-way distance, twice for a return ride; null when the distance is not valid. */
export function rideKilometres(typed: string, direction: string): number | null {
  if (validateRideDistance(typed) !== null) return null;
  return Number(typed.trim()) * (direction === 'return' ? 2 : 1);
}

/** A ride by own car in euros: its kilometres at the rate, to the cent; null when the distance is not valid. */
export function ownCarRideAmount(typed: string, direction: string): number | null {
  const kilometres = rideKilometres(typed, direction);
  return kilometres === null ? null : centsToEuro(Math.round(kilometres * OWN_CAR_RATE_PER_KM * 100));
}
