import { describe, expect, test } from 'vitest';
import { directDebitMandateState, ibanInGroupsOfFour, mayEditPaymentDetails, paymentTermDiscount } from './payment-details';

const discounts = { yearly: 1, halfYearly: 0.5, quarterly: 0.25, monthly: 0 };

describe('payment details as the page shows them', () => {
  // "the IBANs … in groups of four"
  test.for([
    { iban: 'NL91ABNA0417164300', printed: 'NL91 ABNA 0417 1643 00' },
    { iban: 'nl91 abna 0417 1643 00', printed: 'NL91 ABNA 0417 1643 00' },
    { iban: 'BE68539007547034', printed: 'BE68 5390 0754 7034' },
    { iban: '', printed: '' },
    { iban: null, printed: '' },
  ])('$iban is printed $printed', ({ iban, printed }) => {
    expect(ibanInGroupsOfFour(iban)).toBe(printed);
  });

  // "Payment term in months: 1 monthly, 3 quarterly, 6 half-yearly, 12 yearly"; "Yearly payment discount 1% (percentage also from data)"
  test.for([
    { term: 1, discount: 0 },
    { term: 3, discount: 0.25 },
    { term: 6, discount: 0.5 },
    { term: 12, discount: 1 },
    { term: 2, discount: null },
  ])('term $term months: discount $discount %', ({ term, discount }) => {
    expect(paymentTermDiscount({ paymentTermDiscounts: discounts }, term)).toBe(discount);
  });

  // "an ended agreement read-only; an edit entry per agreement only with mayUpdatePaymentDetails"
  test.for([
    { ended: false, mayUpdate: true, editable: true },
    { ended: true, mayUpdate: true, editable: false },
    { ended: false, mayUpdate: false, editable: false },
    { ended: true, mayUpdate: false, editable: false },
  ])('ended $ended, mayUpdatePaymentDetails $mayUpdate: edit entry $editable', ({ ended, mayUpdate, editable }) => {
    expect(mayEditPaymentDetails({ hasAgreementEnded: ended }, mayUpdate)).toBe(editable);
  });

  // "the direct-debit mandate state"
  test.for([
    { paymentMethod: 'DirectDebit', mandatory: false, state: 'given' },
    { paymentMethod: 'DirectDebit', mandatory: true, state: 'given' },
    { paymentMethod: 'iDeal', mandatory: false, state: 'not-given' },
    { paymentMethod: 'Mail', mandatory: true, state: 'required-not-given' },
  ])('$paymentMethod, mandatory $mandatory: $state', ({ paymentMethod, mandatory, state }) => {
    expect(directDebitMandateState({ paymentMethod, hasMandatoryDirectDebit: mandatory })).toBe(state);
  });
});
