/**
 * Issue 34: a person's coverage of a year, care type by care type, from the
 * coverage catalogue (seed/coverage.ts), the person's policy of that year and
 * the handled declarations; the usage by the domain's rule (`coverageUsage`).
 */
import { parseCalendarDate } from '../domain/calendar';
import { coverageUsage, type CoverageDeclaration, type CoverageLimit, type CoverageUsage } from '../domain/insurance';
import { ageOn } from '../domain/people';
import { policyOf } from './care-costs';
import type { CustomerRecord, DbState, DeclarationRecord, GenericDocumentRecord } from './seed';
import { catalogueProduct, productName, type CatalogueProductType } from './seed/catalogue';
import { COVERAGE_CATALOGUE, coverageRulesFor, type CoverageRule } from './seed/coverage';

export interface CoverView {
  code: string;
  name: string;
  typeOfProduct: CatalogueProductType;
  limit: CoverageLimit;
  ownRisk: boolean;
  conditions: string;
  /** the package's policy conditions among the generic documents of the year; null when none is published yet */
  conditionsDocumentId: string | null;
  /** the document's own name, which the portal saves its download under */
  conditionsDocumentName: string | null;
}

export interface CareTypeCoverageView extends Omit<CoverageUsage, 'period'> {
  id: string;
  name: string;
  keywords: readonly string[];
  covered: boolean;
  /** the person's packages that pay for it */
  coveredBy: CoverView[];
  /** whether the own risk is taken first under the person's cover */
  ownRisk: boolean;
  /** packages of the year the person does not have that would pay for it (no basic insurance: it is one per person) */
  otherPackages: CoverView[];
}

export interface PersonCoverageView {
  customerNumber: string;
  year: number;
  careTypes: CareTypeCoverageView[];
}

/** The declaration as coverage counts it: handled or not, the treatments on its bills. */
function coverageDeclaration(entry: DeclarationRecord): CoverageDeclaration {
  return {
    careType: entry.careType,
    isHandled: entry.status === 0,
    treatmentDate: entry.treatmentDate,
    compensatedAmount: entry.compensatedAmount,
    treatmentCount: entry.bills.reduce((total, bill) => total + bill.activities.length, 0),
  };
}

/** The age that decides age-bound cover: on the day asked, or on 1 January of a later year. */
function ageFor(customer: CustomerRecord, year: number, today: string): number | null {
  const birthDate = parseCalendarDate(customer.birthDate);
  const day = parseCalendarDate(today.slice(0, 4) === String(year) || Number(today.slice(0, 4)) > year ? today : `${year}-01-01`);
  return birthDate && day ? ageOn(birthDate, day) : null;
}

function conditionsDocumentOf(documents: readonly GenericDocumentRecord[], customer: CustomerRecord, year: number, typeOfProduct: CatalogueProductType, productName: string) {
  const productType = typeOfProduct === 'MB' ? 'Basisverzekering' : 'Aanvullende verzekering';
  const candidates = documents.filter(
    (document) => document.label === customer.label && document.year === year && document.docType === 'Polisvoorwaarden' && document.productType === productType,
  );
  return candidates.find((document) => document.name.includes(productName)) ?? candidates[0] ?? null;
}

function coverViews(state: DbState, customer: CustomerRecord, year: number, rule: CoverageRule, codes: readonly string[]): CoverView[] {
  return codes.flatMap((code) => {
    const product = catalogueProduct(code);
    if (!product) return [];
    const conditionsDocument = conditionsDocumentOf(state.genericDocuments, customer, year, product.typeOfProduct, product.name);
    return [
      {
        code,
        name: productName(product, customer.label),
        typeOfProduct: product.typeOfProduct,
        limit: rule.limit,
        ownRisk: rule.ownRisk,
        conditions: rule.conditions,
        conditionsDocumentId: conditionsDocument?.documentID ?? null,
        conditionsDocumentName: conditionsDocument?.name ?? null,
      },
    ];
  });
}

/** The person's coverage of `year` (this year or next); undefined when the person has no policy that year. */
export function personCoverageOf(state: DbState, customer: CustomerRecord, year: number, today: string): PersonCoverageView | undefined {
  const policy = policyOf(state, customer.customerNumber, year, today);
  if (!policy) return undefined;
  const held = new Set(policy.products.map((product) => product.code));
  const thisYear = Number(today.slice(0, 4));
  const age = ageFor(customer, year, today);
  const declarations = state.declarations.filter((entry) => entry.customerNumber === customer.customerNumber).map(coverageDeclaration);
  const careTypes = COVERAGE_CATALOGUE.map((careType): CareTypeCoverageView => {
    const rules = coverageRulesFor(careType, year, thisYear, age);
    const coveredBy = rules.flatMap((rule) => coverViews(state, customer, year, rule, rule.codes.filter((code) => held.has(code))));
    const otherPackages = rules.flatMap((rule) =>
      coverViews(state, customer, year, rule, rule.codes.filter((code) => !held.has(code) && catalogueProduct(code)?.typeOfProduct !== 'MB')),
    );
    const { period: _period, ...usage } = coverageUsage({
      careType: careType.declarationCareType,
      limits: coveredBy.map((cover) => cover.limit),
      declarations,
      year,
    });
    return {
      id: careType.id,
      name: careType.name,
      keywords: careType.keywords,
      covered: coveredBy.length > 0,
      coveredBy,
      ownRisk: coveredBy.some((cover) => cover.ownRisk),
      otherPackages,
      ...usage,
    };
  });
  return { customerNumber: customer.customerNumber, year, careTypes };
}

/** One package's cover of a care type in a year (issue 34 point 4): what the policy edit screen compares. */
export interface PackageCoverView {
  code: string;
  limit: CoverageLimit;
  /** only for persons younger than this; null: any age */
  forAgesUnder: number | null;
}

export interface ProductsCoverageView {
  year: number;
  careTypes: { id: string; name: string; covers: PackageCoverView[] }[];
}

/**
 * The coverage catalogue of `year` for these packages, care type by care
 * type (every care type, also where none of them pays): the limits as they
 * hold that year, with their age bounds, so the screen can compare any two
 * choices of a person without asking again.
 */
export function productsCoverageOf(codes: readonly string[], year: number, thisYear: number): ProductsCoverageView {
  const asked = new Set(codes);
  return {
    year,
    careTypes: COVERAGE_CATALOGUE.map((careType) => ({
      id: careType.id,
      name: careType.name,
      covers: coverageRulesFor(careType, year, thisYear, null).flatMap((rule) =>
        rule.codes.filter((code) => asked.has(code)).map((code) => ({ code, limit: rule.limit, forAgesUnder: rule.forAgesUnder ?? null })),
      ),
    })),
  };
}
