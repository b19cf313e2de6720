import { parseISO } from 'date-fns';
import { ageOn, OWN_ACCOUNT_AGE, type CustomerRoleCode } from '../people';

export interface InsuredPerson {
  customerNumber: string;
  /** yyyy-MM-dd */
  birthDate: string;
  role: CustomerRoleCode;
}

function isUnder16(person: { birthDate: string }, today: Date): boolean {
  return ageOn(parseISO(person.birthDate), today) < OWN_ACCOUNT_AGE;
}

/**
 * "Privacy: the main insured sees data only of themselves and of co-insured
 * persons under 16. Persons aged 16 or over have their own accounts and are
 * hidden from the main insured." Anyone else (co-insured 16+, partner) sees
 * only themselves. Keeps the given order.
 */
export function visibleInsuredPersons<T extends InsuredPerson>(
  persons: readonly T[],
  viewer: { customerNumber: string; role: CustomerRoleCode },
  today: Date,
): T[] {
  return persons.filter((person) => {
    if (person.customerNumber === viewer.customerNumber) return true;
    return viewer.role === 'H' && person.role === 'M' && isUnder16(person, today);
  });
}

/**
 * Seated patient transport, and transport claims: "only for oneself and
 * persons under 16" (spec 02 §1, §9).
 */
export function mayRequestTransportFor(
  person: { customerNumber: string; birthDate: string },
  viewer: { customerNumber: string },
  today: Date,
): boolean {
  return person.customerNumber === viewer.customerNumber || isUnder16(person, today);
}
