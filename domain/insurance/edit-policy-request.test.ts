import { describe, expect, test } from 'vitest';
import { isIgnorableProductType, newlyParticipatingCustomerNumbers } from './edit-policy';

// "Edit-policy request: agreementId, year, contractCode, product component codes to ignore, newly participating customer numbers" (spec 02 §3)
describe('newly participating customer numbers of a year', () => {
  test.for([
    { name: 'insured since an earlier year', startDate: '2018-01-01', year: 2027, newly: false },
    { name: 'insured from 1 January of the year', startDate: '2027-01-01', year: 2027, newly: false },
    { name: 'a newborn insured from 14 March', startDate: '2027-03-14', year: 2027, newly: true },
    { name: 'joining on 31 December', startDate: '2027-12-31', year: 2027, newly: true },
    { name: 'joining next year is not newly participating this year', startDate: '2028-02-01', year: 2027, newly: false },
  ])('$name → $newly', ({ startDate, year, newly }) => {
    expect(newlyParticipatingCustomerNumbers([{ customerNumber: '1', startDate }], year)).toEqual(newly ? ['1'] : []);
  });

  test('each person once, in the agreement\'s order', () => {
    const participants = [
      { customerNumber: '3', startDate: '2027-05-01' },
      { customerNumber: '1', startDate: '2020-01-01' },
      { customerNumber: '2', startDate: '2027-02-01' },
      { customerNumber: '3', startDate: '2027-05-01' },
    ];
    expect(newlyParticipatingCustomerNumbers(participants, 2027)).toEqual(['3', '2']);
  });
});

describe('product types a request may ignore (never what the law requires)', () => {
  test.for([
    { typeOfProduct: 'MB', ignorable: false },
    { typeOfProduct: 'OW', ignorable: false },
    { typeOfProduct: 'AP', ignorable: true },
    { typeOfProduct: 'TA', ignorable: true },
    { typeOfProduct: 'XA', ignorable: true },
  ])('$typeOfProduct → $ignorable', ({ typeOfProduct, ignorable }) => {
    expect(isIgnorableProductType(typeOfProduct)).toBe(ignorable);
  });
});
