import { describe, expect, test } from 'vitest';
import { declarationStatusColour, declarationStatusName, isDeclarationHandled } from './declaration-status';

describe('declaration status', () => {
  // "Declaration status: 0 handled, 1 in progress, 2 not applicable; the completed status name is
  //  Afgehandeld, in progress In behandeling." "case status In behandeling orange, Afgehandeld green"
  test.for([
    { code: 0, name: 'Afgehandeld', colour: 'green', handled: true },
    { code: 1, name: 'In behandeling', colour: 'orange', handled: false },
    { code: 2, name: 'Niet van toepassing', colour: 'neutral', handled: false },
    { code: 3, name: null, colour: 'neutral', handled: false },
  ])('$code: $name, $colour', ({ code, name, colour, handled }) => {
    expect(declarationStatusName(code)).toBe(name);
    expect(declarationStatusColour(code)).toBe(colour);
    expect(isDeclarationHandled(code)).toBe(handled);
  });
});
