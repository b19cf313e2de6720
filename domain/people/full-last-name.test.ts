import { expect, test } from 'vitest';
import { formatFullLastName } from './full-last-name';

// "Full last name is prefix plus last name, joined with the maiden name by a
// dash when present."
test.for([
  { case: 'last name only', name: { lastName: 'Jansen' }, expected: 'Jansen' },
  { case: 'with prefix', name: { prefix: 'van', lastName: 'Dijk' }, expected: 'van Dijk' },
  {
    case: 'with maiden name and its prefix',
    name: { prefix: 'van', lastName: 'Dijk', prefixMaidenName: 'de', maidenName: 'Vries' },
    expected: 'van Dijk-de Vries',
  },
  { case: 'maiden name without prefix', name: { lastName: 'Jansen', maidenName: 'Bakker' }, expected: 'Jansen-Bakker' },
  {
    case: 'maiden prefix without maiden name is ignored',
    name: { lastName: 'Jansen', prefixMaidenName: 'de', maidenName: '' },
    expected: 'Jansen',
  },
  {
    case: 'null parts and stray spaces',
    name: { prefix: null, lastName: ' Smit ', prefixMaidenName: null, maidenName: null },
    expected: 'Smit',
  },
  { case: 'multi-word prefix', name: { prefix: 'van den', lastName: 'Berg' }, expected: 'van den Berg' },
])('$case -> $expected', ({ name, expected }) => {
  expect(formatFullLastName(name)).toBe(expected);
});
