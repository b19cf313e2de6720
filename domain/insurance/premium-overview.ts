import { parseISO } from 'date-fns';
import { isAdult } from '../people';
import { centsToEuro, euroToCents } from './money';
import { MANDATORY_OWN_RISK } from './own-risk';
import { productCategory } from './product-types';

/**
 * "For adult customers with a basic package and no excess product the premium
 * overview adds an excess line (excess plus a fixed offset of 385, as
 * displayed)." The line's amount in euros, or null when no line is added.
 * `productTypes` are the product type codes of the customer's products (MB, OW, …).
 */
export function premiumOverviewExcessLine(
  customer: { birthDate: string; productTypes: readonly string[]; excessAmount: number },
  today: Date,
): number | null {
  if (customer.productTypes.map(productCategory).includes('excess')) return null;
  return premiumOverviewOwnRisk({ ...customer, isAdult: isAdult(parseISO(customer.birthDate), today) });
}

/**
 * The own risk the premium overview shows for one customer (issue 15: "the
 * own-risk line the spec describes for adults with a basic package"), or
 * null for a child or someone without a basic package. Without an excess
 * product it is the line above (excess plus the fixed 385); with one, the
 * excess products carry the mandatory own risk too, and the policy's
 * excessAmount is the whole own risk as the policy shows it (spec 02 §3
 * "Policy": excessAmount).
 */
export function premiumOverviewOwnRisk(customer: { isAdult: boolean; productTypes: readonly string[]; excessAmount: number }): number | null {
  const categories = customer.productTypes.map(productCategory);
  if (!customer.isAdult || !categories.includes('basic')) return null;
  if (categories.includes('excess')) return customer.excessAmount;
  return centsToEuro(euroToCents(customer.excessAmount) + euroToCents(MANDATORY_OWN_RISK));
}

/** A product as the premium overview lists it (spec 02 §3 "Product: code, name, typeOfProduct, collectivityDiscountAmount, nettoPremium"). */
export interface PremiumOverviewProduct {
  code: string;
  name: string;
  typeOfProduct: string;
  /** euros a month */
  nettoPremium: number;
  /** euros a month */
  collectivityDiscountAmount: number;
}

/** One product line of a person's premium overview: its premium and discount before and after the change (null: not on that policy). */
export interface PremiumProductLine {
  code: string;
  name: string;
  before: { premium: number; discount: number } | null;
  after: { premium: number; discount: number } | null;
}

/**
 * "Premium overview per customer: excessAmount, discounts, totals, product
 * premiums" (spec 02 §3): each product's premium and discount, before and
 * after, in the order of the new policy and then the products dropped. The
 * excess products are left out: their amounts are the own-risk line's
 * (`premiumOverviewOwnRisk`), not a premium.
 */
export function premiumProductLines(before: readonly PremiumOverviewProduct[], after: readonly PremiumOverviewProduct[]): PremiumProductLine[] {
  const priced = (product: PremiumOverviewProduct) => ({ premium: product.nettoPremium, discount: product.collectivityDiscountAmount });
  const isPremium = (product: PremiumOverviewProduct) => productCategory(product.typeOfProduct) !== 'excess';
  const lines = new Map<string, PremiumProductLine>();
  for (const product of after.filter(isPremium)) lines.set(product.code, { code: product.code, name: product.name, before: null, after: priced(product) });
  for (const product of before.filter(isPremium)) {
    const line = lines.get(product.code);
    lines.set(product.code, line ? { ...line, before: priced(product) } : { code: product.code, name: product.name, before: priced(product), after: null });
  }
  return [...lines.values()];
}
