import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shortenName } from './name-display';

describe('shortenName', () => {
  // "Names shortened to 36 characters (9 on extra-small screens)."
  test.for([
    { case: 'short name', name: 'J. de Vries', extraSmall: false, expected: 'J. de Vries' },
    { case: 'exactly 36', name: 'A'.repeat(36), extraSmall: false, expected: 'A'.repeat(36) },
    { case: '37 characters', name: 'A'.repeat(37), extraSmall: false, expected: `${'A'.repeat(35)}…` },
    { case: 'extra small, fits', name: 'J. Smit', extraSmall: true, expected: 'J. Smit' },
    { case: 'extra small, cut', name: 'J. de Vries', extraSmall: true, expected: 'J. de Vr…' },
    { case: 'no space before the ellipsis', name: 'Jan van Dijk', extraSmall: true, expected: 'Jan van…' },
  ])('$case', ({ name, extraSmall, expected }) => {
    expect(shortenName(name, { isExtraSmallScreen: extraSmall })).toBe(expected);
  });

  test.for([
    { limit: 36, isExtraSmallScreen: false },
    { limit: 9, isExtraSmallScreen: true },
  ])('never longer than $limit characters; unchanged when it fits; else a prefix plus …', ({ limit, isExtraSmallScreen }) => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), (name) => {
        const shortened = shortenName(name, { isExtraSmallScreen });
        expect(Array.from(shortened).length).toBeLessThanOrEqual(limit);
        if (Array.from(name).length <= limit) expect(shortened).toBe(name);
        else {
          expect(shortened.endsWith('…')).toBe(true);
          expect(name.startsWith(shortened.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});
