import { describe, expect, test } from 'vitest';
import { format } from 'date-fns';
import {
  choosablePaymentMethods,
  directDebitMandateState,
  ibanInGroupsOfFour,
  mayEditPaymentDetails,
  PAYMENT_DETAILS_EDIT_SECTIONS,
  paymentChangeSchedule,
  paymentDetailsEditSectionOf,
  paymentTermChangeBlockedReason,
  paymentTermDiscount,
  premiumPerTerm,
} from './payment-details';

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
    // switched to iDEAL from the month after next: collected by direct debit until then
    { paymentMethod: 'iDeal', mandatory: false, previous: 'DirectDebit', state: 'given-until-change' },
    { paymentMethod: 'iDeal', mandatory: false, previous: 'Mail', state: 'not-given' },
  ])('$paymentMethod, mandatory $mandatory, before $previous: $state', ({ paymentMethod, mandatory, previous, state }) => {
    const scheduledChange = previous ? { previousPaymentMethod: previous } : null;
    expect(directDebitMandateState({ paymentMethod, hasMandatoryDirectDebit: mandatory, scheduledChange })).toBe(state);
  });
});

describe('changing the payment details', () => {
  // "Direct debit requires IBAN known"
  test('direct debit only with a known IBAN', () => {
    expect(choosablePaymentMethods({ hasKnownIban: true })).toEqual(['DirectDebit', 'iDeal', 'Mail']);
    expect(choosablePaymentMethods({ hasKnownIban: false })).toEqual(['iDeal', 'Mail']);
  });

  // "Changing the payment term is blocked while not yet possible or during a payment deficit."
  test.for([
    { isDefaulter: false, paymentTermIsMutable: true, reason: null },
    { isDefaulter: false, paymentTermIsMutable: false, reason: 'not-yet-possible' },
    { isDefaulter: true, paymentTermIsMutable: true, reason: 'payment-deficit' },
    { isDefaulter: true, paymentTermIsMutable: false, reason: 'payment-deficit' },
  ])('defaulter $isDefaulter, mutable $paymentTermIsMutable: $reason', ({ isDefaulter, paymentTermIsMutable, reason }) => {
    expect(paymentTermChangeBlockedReason({ isDefaulter, paymentTermIsMutable })).toBe(reason);
  });

  // "Yearly payment discount 1% (percentage also from data)"; terms 1, 3, 6, 12 months
  test.for([
    { monthly: 152.45, term: 1 as const, discount: 0, premium: 152.45 },
    { monthly: 152.45, term: 3 as const, discount: 0.25, premium: 456.21 },
    { monthly: 152.45, term: 6 as const, discount: 0.5, premium: 910.13 },
    { monthly: 152.45, term: 12 as const, discount: 1, premium: 1811.11 },
  ])('$monthly a month, every $term months with $discount % discount: $premium', ({ monthly, term, discount, premium }) => {
    expect(premiumPerTerm(monthly, term, discount)).toBe(premium);
  });

  // "Payment changes before the 10th apply the next month"; "Premium collected around the 28th (the Friday before if on a weekend)"
  test.for([
    { today: new Date(2026, 1, 9), appliesFrom: '2026-03-01', firstCollection: '2026-03-27' },
    { today: new Date(2026, 1, 10), appliesFrom: '2026-04-01', firstCollection: '2026-04-28' },
    { today: new Date(2026, 10, 24), appliesFrom: '2027-01-01', firstCollection: '2027-01-28' },
    { today: new Date(2026, 11, 9), appliesFrom: '2027-01-01', firstCollection: '2027-01-28' },
    { today: new Date(2027, 0, 5), appliesFrom: '2027-02-01', firstCollection: '2027-02-26' },
  ])('a change on $today applies from $appliesFrom, first collected $firstCollection', ({ today, appliesFrom, firstCollection }) => {
    const schedule = paymentChangeSchedule(today);
    expect(format(schedule.appliesFrom, 'yyyy-MM-dd')).toBe(appliesFrom);
    expect(format(schedule.firstCollection, 'yyyy-MM-dd')).toBe(firstCollection);
  });
});

// spec 01 §2 "betaal-en-rekeninggegevens / betaalgegevens-wijzigen/{agreementId}": each change link of the overview
// names the part of the edit page it changes, in Dutch words in the address
describe('the part of the edit page a change link names', () => {
  test.for([
    { hash: '#betaalwijze-en-betaaltermijn', section: 'method' },
    { hash: '#rekeningnummer-premie', section: 'ibanPayedByInsured' },
    { hash: '#rekeningnummer-vergoedingen', section: 'ibanReceivedByInsured' },
    { hash: 'rekeningnummer-vergoedingen', section: 'ibanReceivedByInsured' },
    { hash: '', section: null },
    { hash: '#', section: null },
    { hash: '#rekeningnummer', section: null },
    { hash: '#Rekeningnummer-Vergoedingen', section: null },
    { hash: '#reimbursement-iban-section', section: null },
    { hash: '#ibanReceivedByInsured', section: null },
  ])('$hash names $section', ({ hash, section }) => {
    expect(paymentDetailsEditSectionOf(hash)).toBe(section);
  });

  test.for(Object.entries(PAYMENT_DETAILS_EDIT_SECTIONS).map(([section, words]) => ({ section, words })))(
    '$section: $words is read back, is an address fragment as it stands and names no other section',
    ({ section, words }) => {
      expect(paymentDetailsEditSectionOf(`#${words}`)).toBe(section);
      expect(encodeURIComponent(words)).toBe(words);
      expect(words).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(Object.values(PAYMENT_DETAILS_EDIT_SECTIONS).filter((other) => other === words)).toHaveLength(1);
    },
  );
});
