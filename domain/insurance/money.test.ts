import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { centsToEuro, euroToCents, sumOfEuros } from './money';

describe('money in cents', () => {
  test.for([
    { name: 'float trap 0.1 + 0.2', amounts: [0.1, 0.2], sum: 0.3 },
    { name: 'premium months', amounts: [123.45, 123.45, 123.45], sum: 370.35 },
    { name: 'no amounts', amounts: [], sum: 0 },
    { name: 'a refund', amounts: [50, -12.5], sum: 37.5 },
  ])('$name', ({ amounts, sum }) => {
    expect(sumOfEuros(amounts)).toBe(sum);
  });

  test('19.99 euro is 1999 cents', () => {
    expect(euroToCents(19.99)).toBe(1999);
  });

  test('property: any cent amount survives the round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(euroToCents(centsToEuro(cents))).toBe(cents);
      }),
    );
  });

  test('property: the sum of amounts equals the sum of their cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 })), (cents) => {
        const euros = cents.map(centsToEuro);
        expect(euroToCents(sumOfEuros(euros))).toBe(cents.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
