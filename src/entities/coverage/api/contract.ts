import { z } from 'zod';

/** Issue 34: a package's limit for a care type (domain `CoverageLimit`). */
const CoverageLimitContract = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('treatments'), count: z.number().int() }),
  z.object({ kind: z.literal('treatmentHours'), count: z.number().int() }),
  z.object({ kind: z.literal('attemptsPerPregnancy'), count: z.number().int() }),
  z.object({ kind: z.literal('amount'), euros: z.number(), periodYears: z.number().int() }),
  z.object({ kind: z.literal('percentage'), percent: z.number(), maxEuros: z.number().nullable() }),
  // only as a person's packages combined (a care type's `limit`), never one package's
  z.object({ kind: z.literal('percentagePlusAmount'), percent: z.number(), maxEuros: z.number().nullable(), euros: z.number(), periodYears: z.number().int() }),
  z.object({ kind: z.literal('full') }),
]);

/** A package that pays for a care type: the fields the portal reads. */
const CoverContract = z.object({
  code: z.string(),
  name: z.string(),
  limit: CoverageLimitContract,
  ownRisk: z.boolean(),
  conditions: z.string(),
  /** the package's policy conditions (a generic document); null when none is published for the year */
  conditionsDocumentId: z.string().nullable(),
  /** that document's own name ('Polisvoorwaarden Aanvullende verzekeringen 2026'): its download is saved under it */
  conditionsDocumentName: z.string().nullable(),
});

/** One care type of GET Coverage/GetCoverageForPerson (a proposed addition, pacts/README.md). */
const CareTypeCoverageContract = z.object({
  id: z.string(),
  name: z.string(),
  keywords: z.array(z.string()),
  covered: z.boolean(),
  coveredBy: z.array(CoverContract),
  ownRisk: z.boolean(),
  otherPackages: z.array(CoverContract),
  limit: CoverageLimitContract.nullable(),
  unit: z.enum(['treatments', 'euros']).nullable(),
  used: z.number(),
  left: z.number().nullable(),
  /** yyyy-MM-dd */
  resetsOn: z.string().nullable(),
});

export const PersonCoverageContract = z.object({
  customerNumber: z.string(),
  year: z.number().int(),
  careTypes: z.array(CareTypeCoverageContract),
});

export type PersonCoverage = z.infer<typeof PersonCoverageContract>;
export type CareTypeCoverage = z.infer<typeof CareTypeCoverageContract>;
export type Cover = z.infer<typeof CoverContract>;

/** Issue 34 point 4: one package's cover of a care type in a year (domain `PackageCover`). */
const PackageCoverContract = z.object({
  code: z.string(),
  limit: CoverageLimitContract,
  forAgesUnder: z.number().int().nullable(),
});

/** GET Coverage/GetCoverageForProducts (a proposed addition, pacts/README.md): the catalogue of some packages for a year. */
export const ProductsCoverageContract = z.object({
  year: z.number().int(),
  careTypes: z.array(z.object({ id: z.string(), name: z.string(), covers: z.array(PackageCoverContract) })),
});

export type ProductsCoverage = z.infer<typeof ProductsCoverageContract>;
