import { euroToCents } from './money';

/** "Claims: up to 2000 euro online" (spec 02 §9) */
export const MAXIMUM_ONLINE_DECLARATION_AMOUNT = 2000;
/** "up to 20 trips per declaration" */
export const MAXIMUM_TRIPS_PER_DECLARATION = 20;

/**
 * "Claims: up to 2000 euro online": 2000 itself may still be claimed online.
 * The limit is on the claim's euro value (issue 32): a bill in another
 * currency is converted first (`declarationEuroValue`), and transport's
 * extra costs count with the trips.
 */
export function isDeclarationAmountAllowedOnline(euros: number): boolean {
  return euroToCents(euros) <= euroToCents(MAXIMUM_ONLINE_DECLARATION_AMOUNT);
}

/** A trip of a transport declaration as the form holds it; unanswered fields are null. */
export interface DeclarationTrip {
  /** yyyy-MM-dd */
  date: string | null;
  /** true one-way, false return */
  isOneWay: boolean | null;
  amount?: number | null;
  extraCostType?: 'ferry' | 'toll' | 'tunnel' | null;
  extraCostAmount?: number | null;
}

export type DeclarationTripError =
  | { code: 'too-many-trips' }
  | { code: 'trip-date-required'; tripIndex: number }
  | { code: 'trip-one-way-required'; tripIndex: number };

/**
 * "At most 20 trips; each trip needs a date and a one-way flag; extra cost
 * type and amount optional." Every broken rule, per trip by index.
 */
export function declarationTripErrors(trips: readonly DeclarationTrip[]): DeclarationTripError[] {
  const errors: DeclarationTripError[] = [];
  if (trips.length > MAXIMUM_TRIPS_PER_DECLARATION) errors.push({ code: 'too-many-trips' });
  trips.forEach((trip, tripIndex) => {
    if (!trip.date) errors.push({ code: 'trip-date-required', tripIndex });
    if (trip.isOneWay === null) errors.push({ code: 'trip-one-way-required', tripIndex });
  });
  return errors;
}

/** Whether another trip may be added to the form. */
export function mayAddTrip(trips: readonly DeclarationTrip[]): boolean {
  return trips.length < MAXIMUM_TRIPS_PER_DECLARATION;
}
