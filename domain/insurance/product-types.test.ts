import { describe, expect, test } from 'vitest';
import { isBasicInsurancePackageCode, isBasicInsuranceProductTypeName, productCategory } from './product-types';

describe('product types', () => {
  // "Product types: MB basic, AP additional, XA/AE/KL/ER extra additional, TA dental, OW excess (own risk)."
  test.for([
    { code: 'MB', category: 'basic' },
    { code: 'AP', category: 'additional' },
    { code: 'XA', category: 'extra-additional' },
    { code: 'AE', category: 'extra-additional' },
    { code: 'KL', category: 'extra-additional' },
    { code: 'ER', category: 'extra-additional' },
    { code: 'TA', category: 'dental' },
    { code: 'OW', category: 'excess' },
    { code: 'ta', category: 'dental' },
    { code: 'ZZ', category: null },
    { code: '', category: null },
  ])('$code is $category', ({ code, category }) => {
    expect(productCategory(code)).toBe(category);
  });

  // "Basic insurance is recognised by product type name Basisverzekering."
  test.for([
    { name: 'Basisverzekering', basic: true },
    { name: ' basisverzekering ', basic: true },
    { name: 'Aanvullende verzekering', basic: false },
    { name: 'Basisverzekering Plus', basic: false },
  ])('"$name" is basic: $basic', ({ name, basic }) => {
    expect(isBasicInsuranceProductTypeName(name)).toBe(basic);
  });

  // "Package codes 1113 to 1118 name basic insurance lines."
  test.for([
    { code: 1112, basic: false },
    { code: 1113, basic: true },
    { code: 1116, basic: true },
    { code: '1118', basic: true },
    { code: 1119, basic: false },
  ])('package $code is a basic line: $basic', ({ code, basic }) => {
    expect(isBasicInsurancePackageCode(code)).toBe(basic);
  });
});
