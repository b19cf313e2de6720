/**
 * Declarations (healthcare costs): handled ones (status 0 'Afgehandeld')
 * and one in progress (status 1 'In behandeling') per household that claims.
 */
import { declarationSubmitter, receiverOfReimbursementCodeFor } from '../../domain/insurance';
import { addDays, yearOf } from './dates';
import type { Household } from './people';
import type { SeedRandom } from './random';
import type { DeclarationRecord } from './schema';

interface ClaimPlan {
  careType: string;
  careProvider: string;
  description: string;
  daysAgo: number;
  /** number of sessions; the last treatment is a week apart per session */
  sessions?: number;
  amount: number;
  excess?: number;
  contribution?: number;
  notCovered?: number;
  about?: number;
  submittedBy: 'Z' | 'V';
  inProgress?: boolean;
}

const PLANS: Partial<Record<Household['key'], ClaimPlan[]>> = {
  hoofdverzekerde: [
    { careType: 'Huisarts', careProvider: 'Huisartsenpraktijk De Linde', description: 'Consult huisarts', daysAgo: 18, amount: 42.5, submittedBy: 'Z' },
    { careType: 'Farmacie', careProvider: 'Apotheek Het Centrum', description: 'Geneesmiddelen', daysAgo: 33, amount: 68.3, excess: 43.15, contribution: 12.4, submittedBy: 'Z' },
    { careType: 'Fysiotherapie', careProvider: 'Fysiotherapie Oostpoort', description: 'Behandeling fysiotherapie', daysAgo: 95, sessions: 9, amount: 342, submittedBy: 'V' },
    { careType: 'Mondzorg', careProvider: 'Tandartspraktijk Zonnehoek', description: 'Periodieke controle en gebitsreiniging', daysAgo: 140, amount: 96.2, about: 2, submittedBy: 'Z' },
    { careType: 'Ziekenhuiszorg', careProvider: 'Medisch Centrum Westerpark', description: 'Polikliniek orthopedie', daysAgo: 300, amount: 1250, excess: 385, submittedBy: 'Z' },
    { careType: 'Mondzorg', careProvider: 'Orthodontiepraktijk Het Spoor', description: 'Orthodontie (beugel)', daysAgo: 6, amount: 145, about: 3, submittedBy: 'V', inProgress: true },
  ],
  medeverzekerde: [
    { careType: 'Huisarts', careProvider: 'Huisartsenpraktijk Lindenhof', description: 'Consult huisarts', daysAgo: 25, amount: 13.52, submittedBy: 'Z', about: 1 },
    { careType: 'Fysiotherapie', careProvider: 'Sportfysio Campus', description: 'Behandeling fysiotherapie', daysAgo: 60, sessions: 4, amount: 152, notCovered: 38, submittedBy: 'V', about: 1 },
    { careType: 'Farmacie', careProvider: 'Apotheek De Vijzel', description: 'Geneesmiddelen', daysAgo: 4, amount: 21.75, submittedBy: 'V', about: 1, inProgress: true },
  ],
  wanbetaler: [
    { careType: 'Farmacie', careProvider: 'Apotheek Zuid', description: 'Geneesmiddelen', daysAgo: 50, amount: 31.9, excess: 31.9, submittedBy: 'Z' },
  ],
  buitenland: [
    { careType: 'Ziekenhuiszorg', careProvider: 'Algemeen Ziekenhuis Sint-Anna', description: 'Spoedeisende hulp (buitenland)', daysAgo: 80, amount: 420, excess: 385, submittedBy: 'V' },
  ],
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One declaration record of a plan, treated from `treatmentDate` to `lastTreatmentDate`. */
function declarationOf(
  random: SeedRandom,
  household: Household,
  plan: Omit<ClaimPlan, 'daysAgo'>,
  treatmentDate: string,
  lastTreatmentDate: string,
): DeclarationRecord {
  const subject = plan.about === undefined ? household.holder : household.members[plan.about]!;
  const uncompensated = plan.inProgress ? 0 : round2((plan.excess ?? 0) + (plan.contribution ?? 0) + (plan.notCovered ?? 0));
  const compensated = plan.inProgress ? 0 : round2(plan.amount - uncompensated);
  const sessions = plan.sessions ?? 1;
  return {
    declarationId: random.digits(10),
    recordId: random.digits(6),
    invoiceId: `F${random.digits(8)}`,
    ownerCustomerNumber: household.holder.customerNumber,
    customerNumber: subject.customerNumber,
    fullName: [subject.initials, subject.prefix, subject.lastName].filter(Boolean).join(' '),
    receivedDate: addDays(lastTreatmentDate, random.int(1, 4)),
    treatmentDate,
    lastTreatmentDate,
    careProvider: plan.careProvider,
    careType: plan.careType,
    declarationAmount: plan.amount,
    compensatedAmount: compensated,
    uncompensatedAmount: uncompensated,
    excessAmount: plan.inProgress ? 0 : (plan.excess ?? 0),
    contributionAmount: plan.inProgress ? 0 : (plan.contribution ?? 0),
    submittedBy: plan.submittedBy,
    receiverOfReimbursement: receiverOfReimbursementCodeFor(declarationSubmitter(plan.submittedBy) ?? 'insured'),
    status: plan.inProgress ? 1 : 0,
    statusName: plan.inProgress ? 'In behandeling' : 'Afgehandeld',
    hasReadRights: true,
    year: yearOf(treatmentDate),
    bills: [
      {
        payOutAmount: compensated,
        activities: Array.from({ length: sessions }, (_, index) => ({
          date: addDays(treatmentDate, 7 * index),
          description: plan.description,
        })),
      },
    ],
    collectionRiskAmount: 0,
    relation: { prefix: subject.prefix, lastName: subject.lastName, dateOfBirth: subject.birthDate },
  };
}

export function seedDeclarations(random: SeedRandom, today: string, households: readonly Household[]): DeclarationRecord[] {
  const declarations: DeclarationRecord[] = [];
  for (const household of households) {
    for (const plan of PLANS[household.key] ?? []) {
      const treatmentDate = addDays(today, -plan.daysAgo - 7 * ((plan.sessions ?? 1) - 1));
      const lastTreatmentDate = addDays(today, -plan.daysAgo);
      declarations.push(declarationOf(random, household, plan, treatmentDate, lastTreatmentDate));
    }
  }
  return declarations;
}

// ---- issue 17: the two years before this one, handled (spec 02 §9 "submit within 3 years of treatment") ----

interface EarlierClaimPlan extends Omit<ClaimPlan, 'daysAgo' | 'inProgress'> {
  yearsBack: 1 | 2;
  /** 'MM-dd' of the (first) treatment */
  on: string;
}

const EARLIER_PLANS: Partial<Record<Household['key'], EarlierClaimPlan[]>> = {
  hoofdverzekerde: [
    { yearsBack: 1, on: '02-11', careType: 'Farmacie', careProvider: 'Apotheek Het Centrum', description: 'Geneesmiddelen', amount: 54.2, excess: 54.2, submittedBy: 'Z' },
    { yearsBack: 1, on: '05-20', careType: 'Ziekenhuiszorg', careProvider: 'Medisch Centrum Westerpark', description: 'Dagbehandeling dermatologie', amount: 612, excess: 330.8, submittedBy: 'Z' },
    { yearsBack: 1, on: '09-03', careType: 'Fysiotherapie', careProvider: 'Fysiotherapie Oostpoort', description: 'Behandeling fysiotherapie', sessions: 6, amount: 228, submittedBy: 'V', about: 2 },
    { yearsBack: 1, on: '11-26', careType: 'Huisarts', careProvider: 'Huisartsenpraktijk De Linde', description: 'Consult huisarts', amount: 42.5, submittedBy: 'Z', about: 3 },
    { yearsBack: 2, on: '03-08', careType: 'Mondzorg', careProvider: 'Tandartspraktijk Zonnehoek', description: 'Vulling en controle', amount: 138.4, submittedBy: 'V' },
    { yearsBack: 2, on: '10-15', careType: 'Farmacie', careProvider: 'Apotheek Het Centrum', description: 'Geneesmiddelen', amount: 87.9, excess: 75.5, contribution: 12.4, submittedBy: 'Z' },
  ],
  medeverzekerde: [
    { yearsBack: 1, on: '06-02', careType: 'Huisarts', careProvider: 'Huisartsenpraktijk Lindenhof', description: 'Consult huisarts', amount: 13.52, submittedBy: 'Z', about: 1 },
    { yearsBack: 2, on: '01-19', careType: 'Farmacie', careProvider: 'Apotheek De Vijzel', description: 'Geneesmiddelen', amount: 18.6, contribution: 4.1, submittedBy: 'Z', about: 1 },
  ],
  wanbetaler: [
    { yearsBack: 1, on: '04-23', careType: 'Ziekenhuiszorg', careProvider: 'Ziekenhuis Rijnstate-Oost', description: 'Polikliniek cardiologie', amount: 486, excess: 385, submittedBy: 'Z' },
    { yearsBack: 2, on: '08-30', careType: 'Farmacie', careProvider: 'Apotheek Zuid', description: 'Geneesmiddelen', amount: 42.1, excess: 42.1, submittedBy: 'Z' },
  ],
};

/**
 * Handled declarations of the two years before the seed's year, from a
 * random stream of their own (the other records stay as they were).
 */
export function seedEarlierDeclarations(random: SeedRandom, today: string, households: readonly Household[]): DeclarationRecord[] {
  const declarations: DeclarationRecord[] = [];
  for (const household of households) {
    for (const plan of EARLIER_PLANS[household.key] ?? []) {
      const treatmentDate = `${yearOf(today) - plan.yearsBack}-${plan.on}`;
      const lastTreatmentDate = addDays(treatmentDate, 7 * ((plan.sessions ?? 1) - 1));
      declarations.push(declarationOf(random, household, plan, treatmentDate, lastTreatmentDate));
    }
  }
  return declarations;
}

// ---- issue 32: a declaration the user may see listed but not read ----

/**
 * Spec 02 §3 "hasReadRights" ("no detail link without read rights"): a
 * mental health bill of hoofdverzekerde's daughter (12), sent in by the
 * care provider. From 12 a child decides who reads its medical file (WGBO),
 * so the parent sees that it was declared and paid, not its details.
 * Treated on the day of her dental check-up: in the same year on every day,
 * so her list that shows it without a detail always shows one with a detail
 * (45 days ago, it stood alone from mid-February to May).
 */
const RESTRICTED_PLANS: Partial<Record<Household['key'], ClaimPlan[]>> = {
  hoofdverzekerde: [
    { careType: 'Geestelijke gezondheidszorg', careProvider: 'Jeugd-GGZ De Horizon', description: 'Behandeling jeugd-GGZ', daysAgo: 140, amount: 265, submittedBy: 'Z', about: 2 },
  ],
};

/** The declarations without read rights, from a random stream of their own (the other records stay as they were). */
export function seedRestrictedDeclarations(random: SeedRandom, today: string, households: readonly Household[]): DeclarationRecord[] {
  return households.flatMap((household) =>
    (RESTRICTED_PLANS[household.key] ?? []).map((plan) => {
      const treatmentDate = addDays(today, -plan.daysAgo);
      return { ...declarationOf(random, household, plan, treatmentDate, treatmentDate), hasReadRights: false };
    }),
  );
}
