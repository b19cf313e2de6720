import { formatFullLastName } from '@portal/domain';
import type { Address, Customer } from '../api/contract';

type NameParts = Pick<Customer, 'firstName' | 'lastName' | 'prefix' | 'birthName' | 'prefixBirthName'>;

/**
 * "Full last name is prefix plus last name, joined with the maiden name by a
 * dash when present" (spec 01 §3); the Customer calls the maiden name its birth name.
 */
export function fullLastNameOf(person: NameParts): string {
  return formatFullLastName({
    prefix: person.prefix,
    lastName: person.lastName,
    maidenName: person.birthName,
    prefixMaidenName: person.prefixBirthName,
  });
}

/** First name and full last name: 'Cas van Dijk-de Vries'. */
export function fullNameOf(person: NameParts): string {
  return [person.firstName.trim(), fullLastNameOf(person)].filter((part) => part !== '').join(' ');
}

/** The address as it is written on an envelope, in two lines. */
export function addressLines(address: Address): [string, string] {
  const number = [String(address.houseNumber), address.houseNumberAddition].filter(Boolean).join(' ');
  return [`${address.street} ${number}`, `${address.postalCode} ${address.city}`];
}
