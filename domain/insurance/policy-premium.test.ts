import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { euroToCents } from './money';
import { DEFAULT_PAYMENT_TERM_DISCOUNTS, percentageOf, policyPremium, productPremium } from './policy-premium';

describe('policy premium', () => {
  // "Yearly payment discount 1% (percentage also from data)" (spec 02 §9)
  test('the default payment term discounts give 1% for yearly payment', () => {
    expect(DEFAULT_PAYMENT_TERM_DISCOUNTS.yearly).toBe(1);
    expect(DEFAULT_PAYMENT_TERM_DISCOUNTS.monthly).toBe(0);
  });

  // "Product: code, name, typeOfProduct, collectivityDiscountAmount, nettoPremium"
  test.for([
    { gross: 27.95, percentage: 10, discount: 2.8, netto: 25.15 },
    { gross: 27.95, percentage: 5, discount: 1.4, netto: 26.55 },
    { gross: 152.45, percentage: 0, discount: 0, netto: 152.45 },
    { gross: 16.1, percentage: 7.5, discount: 1.21, netto: 14.89 },
  ])('gross $gross with $percentage% collectivity discount: $discount off, net $netto', ({ gross, percentage, discount, netto }) => {
    expect(productPremium(gross, percentage)).toEqual({ collectivityDiscountAmount: discount, nettoPremium: netto });
  });

  const products = [
    { nettoPremium: 152.45, collectivityDiscountAmount: 0 },
    { nettoPremium: 25.15, collectivityDiscountAmount: 2.8 },
    { nettoPremium: 14.5, collectivityDiscountAmount: 0 },
  ];

  // "Policy: … discount amounts and percentage, totalNettoPremiumMonth, totalNettoPremiumPaymentTerm, totalGrossPremium, total discount"
  test.for([
    { term: 1, month: 171.1, termTotal: 171.1, termDiscount: 0, percentage: 0 },
    { term: 3, month: 171.1, termTotal: 512.02, termDiscount: 1.28, percentage: 0.25 },
    { term: 6, month: 171.1, termTotal: 1021.47, termDiscount: 5.13, percentage: 0.5 },
    { term: 12, month: 171.1, termTotal: 2032.67, termDiscount: 20.53, percentage: 1 },
  ] as const)('paying every $term months: $termTotal a term', ({ term, month, termTotal, termDiscount, percentage }) => {
    const premium = policyPremium({ products, excessDiscountAmount: 21, paymentTerm: term, paymentTermDiscounts: DEFAULT_PAYMENT_TERM_DISCOUNTS });
    expect(premium).toEqual({
      totalGrossPremium: 194.9,
      collectivityDiscountAmount: 2.8,
      additionalDiscountAmount: 0,
      excessDiscountAmount: 21,
      totalDiscount: 23.8,
      totalNettoPremiumMonth: month,
      discountPercentage: percentage,
      discountAmount: termDiscount,
      totalNettoPremiumPaymentTerm: termTotal,
    });
  });

  test('a child without premium pays nothing, also with an own-risk discount', () => {
    const premium = policyPremium({
      products: [{ nettoPremium: 0, collectivityDiscountAmount: 0 }],
      excessDiscountAmount: 0,
      paymentTerm: 12,
      paymentTermDiscounts: DEFAULT_PAYMENT_TERM_DISCOUNTS,
    });
    expect(premium.totalNettoPremiumMonth).toBe(0);
    expect(premium.totalNettoPremiumPaymentTerm).toBe(0);
  });

  test('property: gross less the monthly discounts is the monthly net, to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ netto: fc.integer({ min: 0, max: 30_000 }), discount: fc.integer({ min: 0, max: 3_000 }) }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 2_500 }),
        fc.constantFrom(1, 3, 6, 12),
        (lines, excess, term) => {
          const premium = policyPremium({
            products: lines.map((line) => ({ nettoPremium: line.netto / 100, collectivityDiscountAmount: line.discount / 100 })),
            excessDiscountAmount: excess / 100,
            paymentTerm: term,
            paymentTermDiscounts: DEFAULT_PAYMENT_TERM_DISCOUNTS,
          });
          const netto = lines.reduce((total, line) => total + line.netto, 0);
          expect(euroToCents(premium.totalNettoPremiumMonth)).toBe(Math.max(0, netto - excess));
          expect(euroToCents(premium.totalNettoPremiumPaymentTerm) + euroToCents(premium.discountAmount)).toBe(
            euroToCents(premium.totalNettoPremiumMonth) * term,
          );
        },
      ),
    );
  });

  test('percentages round half up to the cent', () => {
    expect(percentageOf(27.95, 10)).toBe(2.8);
    expect(percentageOf(0.05, 10)).toBe(0.01);
  });
});
