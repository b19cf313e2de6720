import { describe, expect, test } from 'vitest';
import {
  INVOICE_STATUSES,
  invoiceStatusColour,
  invoiceStatusName,
  isBankruptcyInvoiceStatus,
  isPayableInvoiceStatus,
  isPaymentArrangementInvoiceStatus,
} from './invoice-status';

describe('invoice status by id', () => {
  // "1 open (Openstaand), 2 reminder (Herinnering), 3 notice (Aanmaning), 4 summons (Sommatie),
  //  5 in payment arrangement (Betalingsregeling), 6 collection agency (Incassobureau),
  //  7 debt-relief programme (Schuldhulptraject), 8 bankruptcy (Faillissement), 9 paid (Betaald),
  //  10 automatic direct debit (AutomatischeIncasso). Display colours: reminder orange, summons red, paid green."
  // Spec 01 §9: "Colours: invoice reminder orange, demand/summons red, paid green": the demand (Aanmaning) is red too.
  const statuses = [
    { id: 1, name: 'Openstaand', colour: 'neutral', payable: true },
    { id: 2, name: 'Herinnering', colour: 'orange', payable: true },
    { id: 3, name: 'Aanmaning', colour: 'red', payable: true },
    { id: 4, name: 'Sommatie', colour: 'red', payable: true },
    { id: 5, name: 'Betalingsregeling', colour: 'neutral', payable: false },
    { id: 6, name: 'Incassobureau', colour: 'neutral', payable: false },
    { id: 7, name: 'Schuldhulptraject', colour: 'neutral', payable: false },
    { id: 8, name: 'Faillissement', colour: 'neutral', payable: false },
    { id: 9, name: 'Betaald', colour: 'green', payable: false },
    { id: 10, name: 'AutomatischeIncasso', colour: 'neutral', payable: false },
  ] as const;

  test.for(statuses)('status $id is named $name', ({ id, name }) => {
    expect(invoiceStatusName(id)).toBe(name);
  });
  test.for(statuses)('status $id ($name) is shown $colour', ({ id, colour }) => {
    expect(invoiceStatusColour(id)).toBe(colour);
  });
  test.for(statuses)('status $id ($name) payable: $payable', ({ id, payable }) => {
    expect(isPayableInvoiceStatus(id)).toBe(payable);
  });
  test.for(statuses)('status $id ($name) is in a payment arrangement only when 5', ({ id }) => {
    expect(isPaymentArrangementInvoiceStatus(id)).toBe(id === 5);
  });
  test.for(statuses)('status $id ($name) is in bankruptcy only when 8', ({ id }) => {
    expect(isBankruptcyInvoiceStatus(id)).toBe(id === 8);
  });

  test('the table has exactly the ten ids of the spec', () => {
    expect(Object.keys(INVOICE_STATUSES).map(Number)).toEqual(statuses.map((s) => s.id));
  });

  test.for([{ id: 0 }, { id: 11 }, { id: -1 }])('unknown status $id: no name, neutral, not payable', ({ id }) => {
    expect(invoiceStatusName(id)).toBeNull();
    expect(invoiceStatusColour(id)).toBe('neutral');
    expect(isPayableInvoiceStatus(id)).toBe(false);
  });
});
