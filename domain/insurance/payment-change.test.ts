import { describe, expect, test } from 'vitest';
import { paymentChangeEffectiveForYear, paymentChoiceForYear, paymentChoiceOn, pendingPaymentChange, recordPaymentChange, type PaymentChoice, type ScheduledPaymentChange } from './payment-change';

// "Payment changes before the 10th apply the next month" (spec 02): the change is stored with the day it takes effect
const monthlyDebit: PaymentChoice = { paymentMethod: 'DirectDebit', paymentTerm: 1 };
const quarterlyIdeal: PaymentChoice = { paymentMethod: 'iDeal', paymentTerm: 3 };
const yearlyMail: PaymentChoice = { paymentMethod: 'Mail', paymentTerm: 12 };
const toIdealInApril: ScheduledPaymentChange = { requestedOn: '2027-03-05', effectiveFrom: '2027-04-01', before: monthlyDebit, after: quarterlyIdeal };

describe('the payment choice in force on a day', () => {
  test.for([
    { name: 'no change: the current choice', changes: [], day: '2027-03-31', inForce: monthlyDebit },
    { name: 'the day before the change takes effect: the old method and term', changes: [toIdealInApril], day: '2027-03-31', inForce: monthlyDebit },
    { name: 'the day it takes effect: the new one', changes: [toIdealInApril], day: '2027-04-01', inForce: quarterlyIdeal },
    { name: 'long after: the new one', changes: [toIdealInApril], day: '2028-01-01', inForce: quarterlyIdeal },
  ])('$name', ({ changes, day, inForce }) => {
    const current = changes.length > 0 ? quarterlyIdeal : monthlyDebit;
    expect(paymentChoiceOn(current, changes, day)).toEqual(inForce);
  });

  test('two changes in a row: each period has the choice of its day', () => {
    const toMailInMay: ScheduledPaymentChange = { requestedOn: '2027-03-20', effectiveFrom: '2027-05-01', before: quarterlyIdeal, after: yearlyMail };
    const changes = [toMailInMay, toIdealInApril];
    expect(paymentChoiceOn(yearlyMail, changes, '2027-03-15')).toEqual(monthlyDebit);
    expect(paymentChoiceOn(yearlyMail, changes, '2027-04-15')).toEqual(quarterlyIdeal);
    expect(paymentChoiceOn(yearlyMail, changes, '2027-05-01')).toEqual(yearlyMail);
  });
});

describe('recording a change', () => {
  test('the first change: stored with its day and what was in force before', () => {
    expect(recordPaymentChange(monthlyDebit, [], { requestedOn: '2027-03-05', effectiveFrom: '2027-04-01', after: quarterlyIdeal })).toEqual([toIdealInApril]);
  });

  test('changed again before it took effect, for the same day: it replaces the first, the old choice stays the one before', () => {
    const changes = recordPaymentChange(quarterlyIdeal, [toIdealInApril], { requestedOn: '2027-03-07', effectiveFrom: '2027-04-01', after: yearlyMail });
    expect(changes).toEqual([{ requestedOn: '2027-03-07', effectiveFrom: '2027-04-01', before: monthlyDebit, after: yearlyMail }]);
  });

  test('changed back before it took effect: nothing is left to change', () => {
    expect(recordPaymentChange(quarterlyIdeal, [toIdealInApril], { requestedOn: '2027-03-08', effectiveFrom: '2027-04-01', after: monthlyDebit })).toEqual([]);
  });

  test('a later change after the 10th: from the month after next, the first change still in force before it', () => {
    const changes = recordPaymentChange(quarterlyIdeal, [toIdealInApril], { requestedOn: '2027-03-20', effectiveFrom: '2027-05-01', after: yearlyMail });
    expect(changes).toEqual([toIdealInApril, { requestedOn: '2027-03-20', effectiveFrom: '2027-05-01', before: quarterlyIdeal, after: yearlyMail }]);
  });

  test('the same choice as in force: nothing recorded', () => {
    expect(recordPaymentChange(monthlyDebit, [], { requestedOn: '2027-03-05', effectiveFrom: '2027-04-01', after: monthlyDebit })).toEqual([]);
  });
});

describe('the change still to come', () => {
  test.for([
    { name: 'before its day: pending', today: '2027-03-31', pending: toIdealInApril },
    { name: 'on its day: in force, nothing pending', today: '2027-04-01', pending: null },
  ])('$name', ({ today, pending }) => {
    expect(pendingPaymentChange([toIdealInApril], today)).toEqual(pending);
  });
});

describe("a year's policy shows the payment choice in force for that year (issue 33 point 5)", () => {
  // "a payment change that takes effect on 1 January next year must not show on this year's policy overview before then"
  const toIdealInJanuary: ScheduledPaymentChange = { requestedOn: '2026-12-05', effectiveFrom: '2027-01-01', before: monthlyDebit, after: quarterlyIdeal };
  test.for([
    { name: "this year's policy in December: the old choice until 1 January", year: 2026, today: '2026-12-20', shown: monthlyDebit },
    { name: "next year's policy in December: the new choice from 1 January", year: 2027, today: '2026-12-20', shown: quarterlyIdeal },
    { name: "this year's policy once January has come: the new choice", year: 2027, today: '2027-01-02', shown: quarterlyIdeal },
    { name: "last year's policy in January: what was paid last year", year: 2026, today: '2027-01-02', shown: monthlyDebit },
    { name: 'a year long past: what was in force at its end', year: 2024, today: '2026-12-20', shown: monthlyDebit },
  ])('$name', ({ year, today, shown }) => {
    expect(paymentChoiceForYear(quarterlyIdeal, [toIdealInJanuary], year, today)).toEqual(shown);
  });

  test.for([
    { name: "a term chosen with next year's packages in November: from 1 January", asOfRule: '2026-12-01', year: 2027, effective: '2027-01-01' },
    { name: "a term chosen with this year's packages in January, before the 10th: next month", asOfRule: '2027-02-01', year: 2027, effective: '2027-02-01' },
    { name: "a term chosen with next year's packages after the 10th of December: the month after next", asOfRule: '2027-02-01', year: 2027, effective: '2027-02-01' },
  ])('$name', ({ asOfRule, year, effective }) => {
    expect(paymentChangeEffectiveForYear(asOfRule, year)).toBe(effective);
  });
});
