/**
 * Declarations (healthcare costs): handled ones (status 0 'Afgehandeld')
 * and one in progress (status 1 'In behandeling') per household that claims.
 */
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

export function seedDeclarations(random: SeedRandom, today: string, households: readonly Household[]): DeclarationRecord[] {
  const declarations: DeclarationRecord[] = [];
  for (const household of households) {
    for (const plan of PLANS[household.key] ?? []) {
      const subject = plan.about === undefined ? household.holder : household.members[plan.about]!;
      const treatmentDate = addDays(today, -plan.daysAgo - 7 * ((plan.sessions ?? 1) - 1));
      const lastTreatmentDate = addDays(today, -plan.daysAgo);
      const uncompensated = plan.inProgress ? 0 : round2((plan.excess ?? 0) + (plan.contribution ?? 0) + (plan.notCovered ?? 0));
      const compensated = plan.inProgress ? 0 : round2(plan.amount - uncompensated);
      const sessions = plan.sessions ?? 1;
      declarations.push({
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
        receiverOfReimbursement: plan.submittedBy === 'V' ? 'D' : 'M',
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
      });
    }
  }
  return declarations;
}
