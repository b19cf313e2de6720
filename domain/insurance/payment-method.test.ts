import { describe, expect, test } from 'vitest';
import {
  contactPreferenceAfterPaymentMethodChange,
  isPaidByCustomer,
  isPaperContactAllowed,
  isPaymentMethodAllowed,
  paperPostCostsPerInvoice,
} from './payment-method';

describe('payment method', () => {
  // "paymentMethod ... (iDeal, DirectDebit, Mail, BOR = via employer, TPS = via intermediary;
  //  all other methods are paid by the customer)"
  // "paper contact is not allowed while the payment method is iDEAL; choosing iDEAL converts the policy to digital"
  const methods = [
    { method: 'iDeal', paidByCustomer: true, paperAllowed: false },
    { method: 'DirectDebit', paidByCustomer: true, paperAllowed: true },
    { method: 'Mail', paidByCustomer: true, paperAllowed: true },
    { method: 'BOR', paidByCustomer: false, paperAllowed: true },
    { method: 'TPS', paidByCustomer: false, paperAllowed: true },
    { method: 'tps', paidByCustomer: false, paperAllowed: true },
    { method: 'IDEAL', paidByCustomer: true, paperAllowed: false },
    { method: 'SomethingNew', paidByCustomer: true, paperAllowed: true },
  ];
  test.for(methods)('$method paid by customer: $paidByCustomer', ({ method, paidByCustomer }) => {
    expect(isPaidByCustomer(method)).toBe(paidByCustomer);
  });
  test.for(methods)('$method allows paper contact: $paperAllowed', ({ method, paperAllowed }) => {
    expect(isPaperContactAllowed(method)).toBe(paperAllowed);
  });
  test.for(methods)('choosing $method turns paper into digital only for iDEAL', ({ method, paperAllowed }) => {
    expect(contactPreferenceAfterPaymentMethodChange(method, 'paper')).toBe(paperAllowed ? 'paper' : 'digital');
    expect(contactPreferenceAfterPaymentMethodChange(method, 'digital')).toBe('digital');
  });

  // "Direct debit requires IBAN known"
  test.for([
    { method: 'DirectDebit', hasKnownIban: false, allowed: false },
    { method: 'DirectDebit', hasKnownIban: true, allowed: true },
    { method: 'iDeal', hasKnownIban: false, allowed: true },
    { method: 'Mail', hasKnownIban: false, allowed: true },
  ])('$method with known IBAN $hasKnownIban allowed: $allowed', ({ method, hasKnownIban, allowed }) => {
    expect(isPaymentMethodAllowed(method, { hasKnownIban })).toBe(allowed);
  });
});

describe('paper post costs', () => {
  // "Paper post: 1.25 euro per month (contact preference), 1.50 euro per invoice when paying by mail."
  test.for([
    { name: 'digital, direct debit', contactPreference: 'digital', paymentMethod: 'DirectDebit', paymentTerm: 1, costs: 0 },
    { name: 'paper, monthly', contactPreference: 'paper', paymentMethod: 'DirectDebit', paymentTerm: 1, costs: 1.25 },
    { name: 'paper, quarterly', contactPreference: 'paper', paymentMethod: 'DirectDebit', paymentTerm: 3, costs: 3.75 },
    { name: 'paper, yearly', contactPreference: 'paper', paymentMethod: 'DirectDebit', paymentTerm: 12, costs: 15 },
    { name: 'digital, mail', contactPreference: 'digital', paymentMethod: 'Mail', paymentTerm: 6, costs: 1.5 },
    { name: 'paper, mail, monthly', contactPreference: 'paper', paymentMethod: 'Mail', paymentTerm: 1, costs: 2.75 },
  ] as const)('$name: $costs euro', ({ contactPreference, paymentMethod, paymentTerm, costs }) => {
    expect(paperPostCostsPerInvoice({ contactPreference, paymentMethod, paymentTerm })).toBe(costs);
  });
});
