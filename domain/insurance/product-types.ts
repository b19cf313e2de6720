/**
 * "Product types: MB basic, AP additional, XA/AE/KL/ER extra additional, TA
 * dental, OW excess (own risk). Basic insurance is recognised by product type
 * name Basisverzekering. Package codes 1113 to 1118 name basic insurance
 * lines." (spec 02 §3)
 */
export const PRODUCT_TYPES = {
  MB: 'basic',
  AP: 'additional',
  XA: 'extra-additional',
  AE: 'extra-additional',
  KL: 'extra-additional',
  ER: 'extra-additional',
  TA: 'dental',
  OW: 'excess',
} as const;

export type ProductTypeCode = keyof typeof PRODUCT_TYPES;
export type ProductCategory = (typeof PRODUCT_TYPES)[ProductTypeCode];

export function isProductTypeCode(code: string): code is ProductTypeCode {
  return Object.hasOwn(PRODUCT_TYPES, code.toUpperCase());
}

/** The category of a product type code (case-insensitive); unknown codes have none. */
export function productCategory(code: string): ProductCategory | null {
  const upper = code.toUpperCase();
  return isProductTypeCode(upper) ? PRODUCT_TYPES[upper] : null;
}

export const BASIC_INSURANCE_PRODUCT_TYPE_NAME = 'Basisverzekering';

/** "Basic insurance is recognised by product type name Basisverzekering" (case and outer spaces ignored). */
export function isBasicInsuranceProductTypeName(name: string): boolean {
  return name.trim().toLowerCase() === BASIC_INSURANCE_PRODUCT_TYPE_NAME.toLowerCase();
}

/** "Package codes 1113 to 1118 name basic insurance lines." */
export const BASIC_INSURANCE_PACKAGE_CODES: readonly number[] = [1113, 1114, 1115, 1116, 1117, 1118];

export function isBasicInsurancePackageCode(code: number | string): boolean {
  return BASIC_INSURANCE_PACKAGE_CODES.includes(Number(code));
}
