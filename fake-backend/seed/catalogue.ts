/**
 * The insurer's product catalogue for this year and next (spec 02 §3
 * "Product types", "Product", "Contract cards"): a basic insurance in natura
 * and restitution form (package codes 1113 to 1118), additional and extra
 * additional packages, dental packages with and without medical selection,
 * the voluntary own risk from 0 to 500 euro with its monthly discounts, and
 * the collectivity discounts per label. Monthly gross premiums for an adult;
 * children under 18 are insured free ("children are free co-insured until
 * 18", spec 02 §9). Prices before this year are a few percent lower per
 * year, as the older policies in the seed were.
 *
 * Everything priced here goes through the domain's `productPremium` and
 * `policyPremium`, so the lines add up to the totals to the cent.
 */
import type { LabelId } from '../../domain/access';
import { findLabel } from '../../domain/access';
import {
  DEFAULT_PAYMENT_TERM_DISCOUNTS,
  MANDATORY_OWN_RISK,
  policyPremium,
  productPremium,
  type PaymentTerm,
  type PaymentTermDiscounts,
} from '../../domain/insurance';
import type { ProductRecord } from './schema';

export type CatalogueProductType = ProductRecord['typeOfProduct'];

export interface CatalogueProduct {
  code: string;
  /** the product's own name; the basic insurance is named with the label's name in front */
  name: string;
  typeOfProduct: CatalogueProductType;
  /** the package line (natura 1, restitution 2); null: combines with every line */
  packageSetNumber: number | null;
  /** basic insurance: 'natura' (contracted care) or 'restitutie' (free choice) */
  form?: 'natura' | 'restitutie';
  hasMedicalSelection: boolean;
  /** own risk: the voluntary extra amount (0 to 500) */
  voluntaryOwnRisk?: number;
  /** adult gross premium per month in euros: this year's and next year's */
  premium: { thisYear: number; nextYear: number };
  /** own risk: the monthly discount for the voluntary extra, this year and next */
  ownRiskDiscount?: { thisYear: number; nextYear: number };
}

export const PRODUCT_CATALOGUE: readonly CatalogueProduct[] = [
  // basic insurance (MB), package codes 1113 to 1118
  { code: '1113', name: 'Basis Budget', typeOfProduct: 'MB', packageSetNumber: 1, form: 'natura', hasMedicalSelection: false, premium: { thisYear: 139.95, nextYear: 145.8 } },
  { code: '1114', name: 'Basis Vrije Keuze', typeOfProduct: 'MB', packageSetNumber: 2, form: 'restitutie', hasMedicalSelection: false, premium: { thisYear: 152.45, nextYear: 158.25 } },
  { code: '1115', name: 'Basis Zeker', typeOfProduct: 'MB', packageSetNumber: 1, form: 'natura', hasMedicalSelection: false, premium: { thisYear: 146.3, nextYear: 151.9 } },
  { code: '1116', name: 'Basis Start', typeOfProduct: 'MB', packageSetNumber: 1, form: 'natura', hasMedicalSelection: false, premium: { thisYear: 142.1, nextYear: 147.65 } },
  { code: '1117', name: 'Basis Wereld', typeOfProduct: 'MB', packageSetNumber: 2, form: 'restitutie', hasMedicalSelection: false, premium: { thisYear: 158.75, nextYear: 164.4 } },
  { code: '1118', name: 'Basis Vrije Keuze Plus', typeOfProduct: 'MB', packageSetNumber: 2, form: 'restitutie', hasMedicalSelection: false, premium: { thisYear: 161.2, nextYear: 167.35 } },
  // additional (AP); the best package only with the restitution line, the young one only with natura
  { code: 'AV1', name: 'Aanvullend Basis', typeOfProduct: 'AP', packageSetNumber: null, hasMedicalSelection: false, premium: { thisYear: 12.95, nextYear: 13.6 } },
  { code: 'AV2', name: 'Aanvullend Goed', typeOfProduct: 'AP', packageSetNumber: null, hasMedicalSelection: false, premium: { thisYear: 27.95, nextYear: 29.1 } },
  { code: 'AV3', name: 'Aanvullend Best', typeOfProduct: 'AP', packageSetNumber: 2, hasMedicalSelection: false, premium: { thisYear: 49.9, nextYear: 52.35 } },
  { code: 'AV4', name: 'Aanvullend Jong', typeOfProduct: 'AP', packageSetNumber: 1, hasMedicalSelection: false, premium: { thisYear: 8.45, nextYear: 8.95 } },
  // extra additional (XA, KL, ER)
  { code: 'XF1', name: 'Fysio Extra', typeOfProduct: 'XA', packageSetNumber: null, hasMedicalSelection: false, premium: { thisYear: 9.95, nextYear: 10.45 } },
  { code: 'KL1', name: 'Kraamzorg Plus', typeOfProduct: 'KL', packageSetNumber: null, hasMedicalSelection: false, premium: { thisYear: 4.5, nextYear: 4.75 } },
  { code: 'ER1', name: 'Buitenland Extra', typeOfProduct: 'ER', packageSetNumber: null, hasMedicalSelection: false, premium: { thisYear: 3.95, nextYear: 4.15 } },
  // dental (TA): two without medical selection, one with
  { code: 'TG1', name: 'Tand Basis', typeOfProduct: 'TA', packageSetNumber: null, hasMedicalSelection: false, premium: { thisYear: 9.95, nextYear: 10.4 } },
  { code: 'TG2', name: 'Tand Goed', typeOfProduct: 'TA', packageSetNumber: null, hasMedicalSelection: false, premium: { thisYear: 14.5, nextYear: 15.2 } },
  { code: 'TG3', name: 'Tand Best', typeOfProduct: 'TA', packageSetNumber: null, hasMedicalSelection: true, premium: { thisYear: 31.95, nextYear: 33.4 } },
  // own risk (OW): the mandatory 385 and a voluntary extra of 100 to 500 with its monthly discount
  { code: 'OW385', name: 'Verplicht eigen risico', typeOfProduct: 'OW', packageSetNumber: null, hasMedicalSelection: false, voluntaryOwnRisk: 0, premium: { thisYear: 0, nextYear: 0 }, ownRiskDiscount: { thisYear: 0, nextYear: 0 } },
  ...([
    [100, 4.25, 4.4],
    [200, 8.5, 8.8],
    [300, 12.75, 13.2],
    [400, 17, 17.6],
    [500, 21, 22],
  ] as const).map(
    ([amount, thisYear, nextYear]): CatalogueProduct => ({
      code: `OW${amount}`,
      name: `Vrijwillig eigen risico ${amount}`,
      typeOfProduct: 'OW',
      packageSetNumber: null,
      hasMedicalSelection: false,
      voluntaryOwnRisk: amount,
      premium: { thisYear: 0, nextYear: 0 },
      ownRiskDiscount: { thisYear, nextYear },
    }),
  ),
];

/** Collectivity discount percentages per label and product type; a type not named gets none (no discount on the basic insurance). */
export const COLLECTIVITY_DISCOUNTS: Record<LabelId, Partial<Record<CatalogueProductType, number>>> = {
  zorgzaam: { AP: 10 },
  studentenzorg: { AP: 5, TA: 5 },
  zorgcollectief: { AP: 7.5, XA: 7.5, TA: 7.5 },
};

export function catalogueProduct(code: string): CatalogueProduct | undefined {
  return PRODUCT_CATALOGUE.find((product) => product.code === code);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A catalogue amount for a year: this year's or next year's as listed, earlier years 4% lower per year. */
function amountFor(amounts: { thisYear: number; nextYear: number }, year: number, thisYear: number): number {
  if (year > thisYear) return amounts.nextYear;
  return round2(amounts.thisYear * 0.96 ** (thisYear - year));
}

/** The years the catalogue offers: this year and next. */
export function catalogueYears(thisYear: number): number[] {
  return [thisYear, thisYear + 1];
}

/** The product's name on a policy: the basic insurance carries the label's name. */
export function productName(product: CatalogueProduct, label: LabelId): string {
  return product.typeOfProduct === 'MB' ? `${findLabel(label).name} ${product.name}` : product.name;
}

/** The gross monthly premium of a product for a person: adults pay, children under 18 are free. */
export function grossPremiumOf(product: CatalogueProduct, year: number, thisYear: number, isAdult: boolean): number {
  return isAdult ? amountFor(product.premium, year, thisYear) : 0;
}

/** The monthly own-risk discount of an own-risk product for an adult. */
export function ownRiskDiscountOf(product: CatalogueProduct, year: number, thisYear: number, isAdult: boolean): number {
  return isAdult && product.ownRiskDiscount ? amountFor(product.ownRiskDiscount, year, thisYear) : 0;
}

/** A product on a person's policy, priced for the label and year. */
export function pricedProduct(product: CatalogueProduct, label: LabelId, year: number, thisYear: number, isAdult: boolean): ProductRecord {
  const percentage = COLLECTIVITY_DISCOUNTS[label][product.typeOfProduct] ?? 0;
  const priced = productPremium(grossPremiumOf(product, year, thisYear, isAdult), percentage);
  return {
    code: product.code,
    name: productName(product, label),
    typeOfProduct: product.typeOfProduct,
    collectivityDiscountAmount: priced.collectivityDiscountAmount,
    nettoPremium: priced.nettoPremium,
  };
}

export interface PricedPolicy {
  products: ProductRecord[];
  excessAmount: number;
  premium: ReturnType<typeof policyPremium>;
}

/**
 * A person's policy for a year from the chosen product codes: each product
 * priced, adults get the mandatory own risk (and the voluntary extra when
 * chosen), the totals by the domain's rule.
 */
export function pricePolicy(input: {
  codes: readonly string[];
  label: LabelId;
  year: number;
  thisYear: number;
  isAdult: boolean;
  paymentTerm: PaymentTerm;
  paymentTermDiscounts?: PaymentTermDiscounts;
}): PricedPolicy {
  const chosen = input.codes
    .map((code) => catalogueProduct(code))
    .filter((product): product is CatalogueProduct => product !== undefined)
    .filter((product) => input.isAdult || product.typeOfProduct !== 'OW');
  const voluntary = chosen.find((product) => product.typeOfProduct === 'OW' && (product.voluntaryOwnRisk ?? 0) > 0);
  // the own risk last and always in one order, the compulsory 385 then the voluntary extra (spec 02 §9 "mandatory 385
  // euro, voluntary extra 500"): a change sends the voluntary one alone or in any order, and the overview's rows kept
  // swapping places after it
  const withMandatory = [
    ...chosen.filter((product) => product.typeOfProduct !== 'OW'),
    ...(input.isAdult ? [catalogueProduct('OW385')!] : []),
    ...(voluntary ? [voluntary] : []),
  ];
  const products = withMandatory.map((product) => pricedProduct(product, input.label, input.year, input.thisYear, input.isAdult));
  const excessDiscountAmount = voluntary ? ownRiskDiscountOf(voluntary, input.year, input.thisYear, input.isAdult) : 0;
  return {
    products,
    excessAmount: input.isAdult ? MANDATORY_OWN_RISK + (voluntary?.voluntaryOwnRisk ?? 0) : 0,
    premium: policyPremium({
      products,
      excessDiscountAmount,
      paymentTerm: input.paymentTerm,
      paymentTermDiscounts: input.paymentTermDiscounts ?? DEFAULT_PAYMENT_TERM_DISCOUNTS,
    }),
  };
}
