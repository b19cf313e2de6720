import { describe, expect, test } from 'vitest';
import { paymentChoiceOn, pendingPaymentChange, recordPaymentChange, type PaymentChoice, type ScheduledPaymentChange } from './payment-change';

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
