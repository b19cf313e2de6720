import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  invoicePaymentRefusal,
  INVOICE_PAYMENT_MESSAGES_NL,
  isValidPaymentReference,
  paymentReferenceInGroups,
  paymentReferenceOf,
  pendingDirectDebitDate,
} from './invoice-payment';

describe('which bill can be paid here (spec 02 §4 "Invoice status by id")', () => {
  // "1 open (Openstaand), 2 reminder (Herinnering), 3 notice (Aanmaning), 4 summons (Sommatie),
  //  5 in payment arrangement (Betalingsregeling), 6 collection agency (Incassobureau),
  //  7 debt-relief programme (Schuldhulptraject), 8 bankruptcy (Faillissement), 9 paid (Betaald),
  //  10 automatic direct debit (AutomatischeIncasso)."
  test.for([
    { statusId: 1, name: 'Openstaand', remaining: 42.5, refusal: null },
    { statusId: 2, name: 'Herinnering', remaining: 42.5, refusal: null },
    { statusId: 3, name: 'Aanmaning', remaining: 42.5, refusal: null },
    { statusId: 4, name: 'Sommatie', remaining: 0.01, refusal: null },
    { statusId: 5, name: 'Betalingsregeling', remaining: 42.5, refusal: 'in-payment-arrangement' },
    { statusId: 6, name: 'Incassobureau', remaining: 42.5, refusal: 'collection-agency' },
    { statusId: 7, name: 'Schuldhulptraject', remaining: 42.5, refusal: 'debt-relief' },
    { statusId: 8, name: 'Faillissement', remaining: 42.5, refusal: 'bankruptcy' },
    { statusId: 9, name: 'Betaald', remaining: 0, refusal: 'paid' },
    { statusId: 10, name: 'AutomatischeIncasso', remaining: 42.5, refusal: 'direct-debit' },
    { statusId: 1, name: 'Openstaand, nothing left', remaining: 0, refusal: 'nothing-to-pay' },
    { statusId: 11, name: 'a status the spec does not name', remaining: 42.5, refusal: 'unknown-status' },
  ] as const)('status $statusId ($name), € $remaining open: $refusal', ({ statusId, remaining, refusal }) => {
    expect(invoicePaymentRefusal({ statusId, remaining })).toBe(refusal);
  });

  test('every refusal has its Dutch text', () => {
    for (const text of Object.values(INVOICE_PAYMENT_MESSAGES_NL)) expect(text).toMatch(/^[A-Z].+\.$/);
  });
});

describe('a direct-debit bill still to be collected: on its month\'s collection date (spec 02 §9 "Premium collected around the 28th (the Friday before if on a weekend)")', () => {
  test.for([
    { name: 'December 2026, the 28th a Monday', statusId: 10, remaining: 198.01, premiePeriod: '2026-12-01', date: '2026-12-28' },
    { name: 'February 2027, the 28th a Sunday', statusId: 10, remaining: 198.01, premiePeriod: '2027-02-01', date: '2027-02-26' },
    { name: 'November 2026, the 28th a Saturday', statusId: 10, remaining: 12.5, premiePeriod: '2026-11-01', date: '2026-11-27' },
    { name: 'collected already (nothing left)', statusId: 10, remaining: 0, premiePeriod: '2026-12-01', date: null },
    { name: 'an open bill of a direct-debit payer (the debit failed)', statusId: 1, remaining: 198.01, premiePeriod: '2026-12-01', date: null },
    { name: 'a direct-debit bill that is no premium', statusId: 10, remaining: 40, premiePeriod: null, date: null },
  ])('$name: $date', ({ statusId, remaining, premiePeriod, date }) => {
    const pending = pendingDirectDebitDate({ statusId, remaining, premiePeriod });
    expect(pending && `${pending.getFullYear()}-${String(pending.getMonth() + 1).padStart(2, '0')}-${String(pending.getDate()).padStart(2, '0')}`).toBe(date);
  });
});

describe('payment reference (betalingskenmerk: 16 digits, weighted modulus 11 check digit first)', () => {
  // The Betaalvereniging's own example: "(5)000 0567 8901 2345", check digit 5 over 000056789012345.
  test('the check digit of the published example', () => {
    expect(paymentReferenceOf('56789012345')).toBe('5000056789012345');
    expect(isValidPaymentReference('5000 0567 8901 2345')).toBe(true);
    expect(paymentReferenceInGroups('5000056789012345')).toBe('5000 0567 8901 2345');
  });

  test.for([{ invoiceNumber: '' }, { invoiceNumber: '12a4' }, { invoiceNumber: '1234567890123456' }])(
    'no reference for $invoiceNumber',
    ({ invoiceNumber }) => {
      expect(paymentReferenceOf(invoiceNumber)).toBeNull();
    },
  );

  test('a mistyped digit or check digit is caught', () => {
    expect(isValidPaymentReference('5000056789012346')).toBe(false);
    expect(isValidPaymentReference('4000056789012345')).toBe(false);
    expect(isValidPaymentReference('500005678901234')).toBe(false);
  });

  test('every invoice number of up to 15 digits gets a valid 16-digit reference ending in it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (invoiceNumber) => {
        const reference = paymentReferenceOf(invoiceNumber) ?? '';
        expect(reference).toMatch(/^\d{16}$/);
        expect(reference.endsWith(invoiceNumber)).toBe(true);
        expect(isValidPaymentReference(reference)).toBe(true);
      }),
    );
  });
});
