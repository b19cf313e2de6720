import { expect, test } from 'vitest';
import { formatFullLastName } from './full-last-name';

// "Full last name is prefix plus last name, joined with the maiden name by a
// dash when present."
//
// Issue 20: does the maiden name's prefix belong in it ('van Dijk-de Vries' or
// 'van Dijk-Vries')? Decided from the spec's words: the User entity carries
// `prefixMaidenName` beside `maidenName` just as it carries `prefix` beside
// `lastName`, and the full last name is the only rule of either document that
// composes a name, so it is the only place that field can be meant for. The
// sentence names "the maiden name" as one name, the way it names the user's
// own name as "prefix plus last name": a name is written with its prefix, so
// the maiden name is 'de Vries', and the full last name 'van Dijk-de Vries'.
// The row "with maiden name and its prefix" pins that decision.
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
