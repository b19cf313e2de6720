/**
 * Seeded generators for realistic Dutch data. Everything random in the seed
 * comes from one faker instance seeded with SEED_NUMBER, called in a fixed
 * order, so a seed for a given date is always the same.
 */
import { Faker, base, en, nl } from '@faker-js/faker';
import type { Address, Gender } from './schema';

export const SEED_NUMBER = 20_260_126;

export type SeedRandom = ReturnType<typeof createSeedRandom>;

/** Real Dutch towns with a real range of their 4-digit postal-code numbers. */
const DUTCH_TOWNS = [
  { city: 'Amsterdam', from: 1011, to: 1109 },
  { city: 'Haarlem', from: 2011, to: 2037 },
  { city: 'Den Haag', from: 2491, to: 2597 },
  { city: 'Rotterdam', from: 3011, to: 3089 },
  { city: 'Utrecht', from: 3511, to: 3585 },
  { city: 'Amersfoort', from: 3811, to: 3829 },
  { city: 'Eindhoven', from: 5611, to: 5658 },
  { city: 'Nijmegen', from: 6511, to: 6546 },
  { city: 'Zwolle', from: 8011, to: 8043 },
  { city: 'Groningen', from: 9711, to: 9747 },
] as const;

/** Letters never used in the letter part of a Dutch postal code. */
const POSTAL_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';
const EXCLUDED_POSTAL_PAIRS = new Set(['SA', 'SD', 'SS']);

const BANK_CODES = ['INGB', 'ABNA', 'RABO', 'SNSB', 'ASNB', 'TRIO', 'KNAB', 'BUNQ'] as const;

const NAME_PREFIXES = ["van der", "van den", "van de", "van 't", 'van', 'de', 'den', 'ter', 'te', "'t"];

/** ISO 13616 check digits: 98 - (BBAN + country + '00' as digits mod 97). */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const rearranged = `${bban}${countryCode}00`;
  const digits = [...rearranged.toUpperCase()]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  const remainder = Number(BigInt(digits) % 97n);
  return String(98 - remainder).padStart(2, '0');
}

/** Splits faker's Dutch last name ("van der Berg") into prefix and name. */
export function splitDutchLastName(fullLastName: string): { prefix: string | null; lastName: string } {
  const lower = fullLastName.toLowerCase();
  const prefix = NAME_PREFIXES.find((candidate) => lower.startsWith(`${candidate} `));
  if (!prefix) return { prefix: null, lastName: fullLastName };
  return { prefix, lastName: fullLastName.slice(prefix.length + 1) };
}

export function createSeedRandom(seedNumber: number = SEED_NUMBER) {
  const faker = new Faker({ locale: [nl, en, base] });
  faker.seed(seedNumber);

  const digits = (count: number) =>
    Array.from({ length: count }, () => faker.number.int({ min: 0, max: 9 })).join('');

  return {
    faker,
    digits,
    int: (min: number, max: number) => faker.number.int({ min, max }),
    pick: <T>(items: readonly T[]): T => faker.helpers.arrayElement(items),
    /** euro amount with cents */
    amount: (min: number, max: number) => faker.number.int({ min: min * 100, max: max * 100 }) / 100,
    uuid: () => faker.string.uuid(),

    firstName: (gender: Gender) => faker.person.firstName(gender === 'M' ? 'male' : 'female'),
    lastName: () => splitDutchLastName(faker.person.lastName()),

    /** BSN: 9 digits passing the 11-test (weights 9..2 and -1, sum divisible by 11, non-zero). */
    bsn(): string {
      for (;;) {
        const first = [faker.number.int({ min: 1, max: 9 }), ...digits(7).split('').map(Number)];
        const sum = first.reduce((total, digit, index) => total + digit * (9 - index), 0);
        const last = sum % 11;
        if (last < 10 && sum - last !== 0) return `${first.join('')}${last}`;
      }
    },

    /** NL IBAN with correct mod-97 check digits; the 10-digit account also passes the old 11-test. */
    iban(): string {
      const bank = faker.helpers.arrayElement(BANK_CODES);
      for (;;) {
        const head = digits(9).split('').map(Number);
        const sum = head.reduce((total, digit, index) => total + digit * (10 - index), 0);
        const last = (11 - (sum % 11)) % 11;
        if (last === 10) continue;
        const bban = `${bank}${head.join('')}${last}`;
        return `NL${ibanCheckDigits('NL', bban)}${bban}`;
      }
    },

    /** Dutch mobile number in E.164: +316 and 8 digits */
    mobile: () => `+316${digits(8)}`,

    /** e-mail at a reserved example domain, never a real mailbox */
    email(firstName: string, lastName: string): string {
      const clean = (text: string) =>
        text
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase();
      const domain = faker.helpers.arrayElement(['example.nl', 'example.com', 'example.org']);
      return `${clean(firstName)}.${clean(lastName)}${faker.number.int({ min: 1, max: 99 })}@${domain}`;
    },

    /** A Dutch address with a postal code that exists in form (no F I O Q U Y, no SA SD SS). */
    dutchAddress(): Address {
      const town = faker.helpers.arrayElement(DUTCH_TOWNS);
      let letters = 'SA';
      while (EXCLUDED_POSTAL_PAIRS.has(letters)) {
        letters = `${faker.helpers.arrayElement([...POSTAL_LETTERS])}${faker.helpers.arrayElement([...POSTAL_LETTERS])}`;
      }
      const hasAddition = faker.number.int({ min: 1, max: 5 }) === 1;
      return {
        street: faker.location.street(),
        houseNumber: faker.number.int({ min: 1, max: 250 }),
        houseNumberAddition: hasAddition ? faker.helpers.arrayElement(['A', 'B', 'bis', '1', '2']) : null,
        postalCode: `${faker.number.int({ min: town.from, max: town.to })} ${letters}`,
        city: town.city,
        country: 'NL',
      };
    },
  };
}
