import { centsToEuro, euroToCents } from './money';
import { OWN_RISK_MINIMUM_AGE } from './own-risk';

/**
 * The kinds of care a declaration form offers ("cost type", spec 02 §3
 * "Declaration form"), with the care type name the declarations list shows.
 * Beyond the spec, Dutch law (Zorgverzekeringswet art. 19, Besluit
 * zorgverzekering art. 2.17): care of the general practitioner, maternity
 * care and district nursing never count towards the own risk; dental care
 * and physiotherapy of an adult are paid from the supplementary insurance,
 * which has no own risk either. Everything else of the basic insurance does.
 */
export const DECLARATION_CARE_TYPES = {
  'general-practitioner': { name: 'Huisarts', countsTowardsOwnRisk: false },
  'maternity-care': { name: 'Kraamzorg', countsTowardsOwnRisk: false },
  'district-nursing': { name: 'Wijkverpleging', countsTowardsOwnRisk: false },
  pharmacy: { name: 'Farmacie', countsTowardsOwnRisk: true },
  hospital: { name: 'Ziekenhuiszorg', countsTowardsOwnRisk: true },
  'medical-aids': { name: 'Hulpmiddelen', countsTowardsOwnRisk: true },
  'mental-health': { name: 'Geestelijke gezondheidszorg', countsTowardsOwnRisk: true },
  physiotherapy: { name: 'Fysiotherapie', countsTowardsOwnRisk: false },
  dental: { name: 'Mondzorg', countsTowardsOwnRisk: false },
  transport: { name: 'Ziekenvervoer', countsTowardsOwnRisk: true },
  abroad: { name: 'Zorg in het buitenland', countsTowardsOwnRisk: true },
} as const;

export type DeclarationCareType = keyof typeof DECLARATION_CARE_TYPES;
export const DECLARATION_CARE_TYPE_KEYS = Object.keys(DECLARATION_CARE_TYPES) as DeclarationCareType[];

export function isDeclarationCareType(value: unknown): value is DeclarationCareType {
  return typeof value === 'string' && Object.hasOwn(DECLARATION_CARE_TYPES, value);
}

/**
 * Whether the own risk applies: "Own risk … for persons aged 18 or over"
 * (spec 02 §9), age on the (first) treatment day, and care that counts.
 */
export function isOwnRiskApplicable(careType: DeclarationCareType, ageOnTreatment: number): boolean {
  return ageOnTreatment >= OWN_RISK_MINIMUM_AGE && DECLARATION_CARE_TYPES[careType].countsTowardsOwnRisk;
}

export interface DeclarationAssessmentInput {
  /** the declared amount in euros */
  amount: number;
  careType: DeclarationCareType;
  ageOnTreatment: number;
  /** what is left of the person's own risk in the treatment's year */
  ownRiskRemaining: number;
}

export interface DeclarationAssessment {
  excessAmount: number;
  compensatedAmount: number;
  uncompensatedAmount: number;
}

/**
 * How a handled declaration is paid: reimbursed under the cover, the own
 * risk taken first, up to what is left of it this year, when it applies;
 * what the own risk takes is not reimbursed.
 */
export function assessDeclaration({ amount, careType, ageOnTreatment, ownRiskRemaining }: DeclarationAssessmentInput): DeclarationAssessment {
  const amountCents = Math.max(0, euroToCents(amount));
  const excessCents = isOwnRiskApplicable(careType, ageOnTreatment) ? Math.min(amountCents, Math.max(0, euroToCents(ownRiskRemaining))) : 0;
  return {
    excessAmount: centsToEuro(excessCents),
    compensatedAmount: centsToEuro(amountCents - excessCents),
    uncompensatedAmount: centsToEuro(excessCents),
  };
}
