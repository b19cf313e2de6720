import { describe, expect, test } from 'vitest';
import { PAYMENT_TERM_MONTHS, isPaymentTerm, paymentTermDiscountKey, paymentTermName } from './payment-term';

describe('payment term', () => {
  // "Payment term in months: 1 monthly, 3 quarterly, 6 half-yearly, 12 yearly."
  // "paymentTermDiscounts (yearly, halfYearly, quarterly, monthly)"
  const terms = [
    { months: 1, name: 'monthly', discountKey: 'monthly' },
    { months: 3, name: 'quarterly', discountKey: 'quarterly' },
    { months: 6, name: 'half-yearly', discountKey: 'halfYearly' },
    { months: 12, name: 'yearly', discountKey: 'yearly' },
  ] as const;
  test.for(terms)('$months months is $name', ({ months, name, discountKey }) => {
    expect(isPaymentTerm(months)).toBe(true);
    expect(paymentTermName(months)).toBe(name);
    expect(paymentTermDiscountKey(months)).toBe(discountKey);
  });
  test('exactly these four terms', () => {
    expect(PAYMENT_TERM_MONTHS).toEqual(terms.map((term) => term.months));
  });
  test.for([{ months: 0 }, { months: 2 }, { months: 4 }, { months: 24 }])('$months months is no payment term', ({ months }) => {
    expect(isPaymentTerm(months)).toBe(false);
  });
});
