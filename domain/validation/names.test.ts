import { describe, expect, test } from 'vitest';
import { validateName, validateNameWithSpaces } from './names';

// "Names: only letters and - ' , (spaces allowed in some fields)."
const examples = [
  { value: 'Jan', single: null, spaced: null },
  { value: 'Zoë', single: null, spaced: null },
  { value: 'Çelik', single: null, spaced: null },
  { value: 'Ødegård', single: null, spaced: null },
  { value: "D'Ancona", single: null, spaced: null },
  { value: 'Jansen-Bakker', single: null, spaced: null },
  { value: 'Smit,', single: null, spaced: null },
  { value: 'Zoe\u0308', single: null, spaced: null },
  { value: 'van den Berg', single: 'name-invalid-characters', spaced: null },
  { value: 'Jan2', single: 'name-invalid-characters', spaced: 'name-with-spaces-invalid-characters' },
  { value: 'J.', single: 'name-invalid-characters', spaced: 'name-with-spaces-invalid-characters' },
  { value: 'Jan!', single: 'name-invalid-characters', spaced: 'name-with-spaces-invalid-characters' },
  { value: '', single: null, spaced: null },
] as const;

test.for(examples)('"$value": without spaces -> $single, with spaces -> $spaced', ({ value, single, spaced }) => {
  expect(validateName(value)).toBe(single);
  expect(validateNameWithSpaces(value)).toBe(spaced);
});

describe('name fields trim what they check', () => {
  test('surrounding spaces do not count against a name without spaces', () => {
    expect(validateName(' Jan ')).toBeNull();
  });
});
