import { describe, expect, test } from 'vitest';
import { BASIC_INSURANCE_PACKAGE_CODES, euroToCents, isValidVoluntaryOwnRisk } from '../domain/insurance';
import { createSeed } from './seed';
import { COLLECTIVITY_DISCOUNTS, PRODUCT_CATALOGUE, catalogueProduct, pricePolicy } from './seed/catalogue';

describe('product catalogue', () => {
  test('the basic insurance lines are the package codes 1113 to 1118, in natura and restitution form', () => {
    const basic = PRODUCT_CATALOGUE.filter((product) => product.typeOfProduct === 'MB');
    expect(basic.map((product) => Number(product.code))).toEqual([...BASIC_INSURANCE_PACKAGE_CODES]);
    expect(new Set(basic.map((product) => product.form))).toEqual(new Set(['natura', 'restitutie']));
  });

  test('three or four additional packages, dental with and without medical selection', () => {
    const additional = PRODUCT_CATALOGUE.filter((product) => product.typeOfProduct === 'AP');
    expect(additional.length).toBeGreaterThanOrEqual(3);
    expect(additional.length).toBeLessThanOrEqual(4);
    const dental = PRODUCT_CATALOGUE.filter((product) => product.typeOfProduct === 'TA');
    expect(dental.some((product) => product.hasMedicalSelection)).toBe(true);
    expect(dental.some((product) => !product.hasMedicalSelection)).toBe(true);
  });

  test('voluntary own risk from 0 to 500 with a larger discount for a larger own risk', () => {
    const ownRisk = PRODUCT_CATALOGUE.filter((product) => product.typeOfProduct === 'OW');
    const amounts = ownRisk.map((product) => product.voluntaryOwnRisk ?? -1);
    expect(amounts).toEqual([0, 100, 200, 300, 400, 500]);
    expect(amounts.every(isValidVoluntaryOwnRisk)).toBe(true);
    const discounts = ownRisk.map((product) => product.ownRiskDiscount?.nextYear ?? -1);
    expect([...discounts].sort((a, b) => a - b)).toEqual(discounts);
  });

  test('every label has its collectivity discounts, never on the basic insurance', () => {
    for (const discounts of Object.values(COLLECTIVITY_DISCOUNTS)) expect(discounts.MB).toBeUndefined();
  });

  test('a policy of next year: lines add up to the totals to the cent', () => {
    const priced = pricePolicy({ codes: ['1114', 'AV2', 'TG3', 'OW500'], label: 'zorgzaam', year: 2027, thisYear: 2026, isAdult: true, paymentTerm: 12 });
    expect(priced.products.map((product) => [product.code, product.nettoPremium, product.collectivityDiscountAmount])).toEqual([
      ['1114', 158.25, 0],
      ['AV2', 26.19, 2.91],
      ['TG3', 33.4, 0],
      ['OW385', 0, 0],
      ['OW500', 0, 0],
    ]);
    expect(priced.excessAmount).toBe(885);
    // 158.25 + 26.19 + 33.40 − 22.00 own-risk discount
    expect(priced.premium.totalNettoPremiumMonth).toBe(195.84);
    // twelve months less 1%: 2350.08 − 23.50
    expect(priced.premium.totalNettoPremiumPaymentTerm).toBe(2326.58);
    expect(priced.premium.totalGrossPremium).toBe(220.75);
  });

  // the own-risk rows of the overview: the compulsory one, then the voluntary one, whatever order the change sent them in
  test.for([
    { sent: 'the voluntary excess alone', codes: ['1114', 'AV2', 'OW500'] },
    { sent: 'the voluntary excess before the compulsory', codes: ['OW500', '1114', 'OW385', 'AV2'] },
    { sent: 'the compulsory excess before the voluntary', codes: ['1114', 'OW385', 'AV2', 'OW500'] },
  ])('own risk in a stable order when a change sends $sent: compulsory, then voluntary, after the other products', ({ codes }) => {
    const priced = pricePolicy({ codes, label: 'zorgzaam', year: 2027, thisYear: 2026, isAdult: true, paymentTerm: 1 });
    expect(priced.products.map((product) => product.code).filter((code) => code.startsWith('OW'))).toEqual(['OW385', 'OW500']);
    expect(priced.products.map((product) => product.typeOfProduct).slice(-2)).toEqual(['OW', 'OW']);
  });

  test('children are free and have no own risk', () => {
    const priced = pricePolicy({ codes: ['1114', 'AV2', 'TG2'], label: 'zorgzaam', year: 2027, thisYear: 2026, isAdult: false, paymentTerm: 1 });
    expect(priced.premium.totalNettoPremiumMonth).toBe(0);
    expect(priced.excessAmount).toBe(0);
    expect(priced.products.some((product) => product.typeOfProduct === 'OW')).toBe(false);
  });

  test('every seeded policy: products less the discounts make the monthly total, to the cent', () => {
    const seed = createSeed('2026-11-24');
    for (const policy of seed.policies) {
      for (const product of policy.products) expect(catalogueProduct(product.code)).toBeDefined();
      const netto = policy.products.reduce((total, product) => total + euroToCents(product.nettoPremium), 0);
      expect(netto - euroToCents(policy.excessDiscountAmount)).toBe(euroToCents(policy.totalNettoPremiumMonth));
      expect(euroToCents(policy.totalGrossPremium)).toBe(netto + euroToCents(policy.collectivityDiscountAmount));
    }
  });
});
