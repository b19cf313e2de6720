/**
 * Messages and documents (message box, reimbursement documents). Each
 * document belongs to an account holder (`ownerCustomerNumber`) and is about
 * one insured person; some unread ones fall within the 6-month window and
 * some before it.
 */
import { addDays, timestamp, yearOf } from './dates';
import type { Household } from './people';
import type { SeedRandom } from './random';
import type { CustomerRecord, DocumentRecord } from './schema';

const DOC_TYPES = {
  policy: { docType: 'Polisblad', docTypeID: 1, documentCluster: 'Polis', productType: null },
  conditions: { docType: 'Polisvoorwaarden', docTypeID: 2, documentCluster: 'Polis', productType: 'Basisverzekering' },
  reimbursements: { docType: 'Vergoedingenoverzicht', docTypeID: 3, documentCluster: 'Polis', productType: 'Aanvullende verzekering' },
  premium: { docType: 'Premienota', docTypeID: 4, documentCluster: 'Financieel', productType: null },
  reminder: { docType: 'Betalingsherinnering', docTypeID: 5, documentCluster: 'Financieel', productType: null },
  notice: { docType: 'Aanmaning', docTypeID: 6, documentCluster: 'Financieel', productType: null },
  summons: { docType: 'Sommatie', docTypeID: 7, documentCluster: 'Financieel', productType: null },
  collection: { docType: 'Incassobureau', docTypeID: 8, documentCluster: 'Financieel', productType: null },
  arrangement: { docType: 'Betalingsregeling', docTypeID: 9, documentCluster: 'Financieel', productType: null },
  declaration: { docType: 'Declaratieoverzicht', docTypeID: 10, documentCluster: 'Zorgkosten', productType: null },
  annual: { docType: 'Jaaroverzicht', docTypeID: 11, documentCluster: 'Zorgkosten', productType: null },
  letter: { docType: 'Brief', docTypeID: 12, documentCluster: 'Algemeen', productType: null },
} as const;

type DocKind = keyof typeof DOC_TYPES;

interface DocPlan {
  kind: DocKind;
  name: string;
  daysAgo: number;
  read: boolean;
  /** index in the household's members; defaults to the account holder */
  about?: number;
}

function plansFor(household: Household, year: number): DocPlan[] {
  const label = household.agreement.collectivity;
  const policyDocs = (read: boolean): DocPlan[] => [
    { kind: 'policy', name: `Zorgpolis ${year}`, daysAgo: 45, read: true },
    { kind: 'conditions', name: `Polisvoorwaarden Basisverzekering ${year}`, daysAgo: 45, read },
  ];
  switch (household.key) {
    case 'hoofdverzekerde':
      return [
        { kind: 'premium', name: 'Premienota', daysAgo: 3, read: false },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 9, read: false, about: 2 },
        { kind: 'notice', name: 'Aanmaning premie', daysAgo: 12, read: false },
        { kind: 'reminder', name: 'Betalingsherinnering premie', daysAgo: 40, read: true },
        ...policyDocs(false),
        { kind: 'reimbursements', name: `Vergoedingenoverzicht Aanvullend Goed ${year}`, daysAgo: 45, read: true },
        { kind: 'conditions', name: `Terms and conditions Basic insurance ${year}`, daysAgo: 45, read: true },
        { kind: 'annual', name: `Jaaroverzicht zorgkosten ${year - 1}`, daysAgo: 70, read: false },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 120, read: true, about: 3 },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 210, read: false },
        { kind: 'policy', name: `Zorgpolis ${year - 1}`, daysAgo: 410, read: true },
        { kind: 'letter', name: 'Bevestiging adreswijziging', daysAgo: 530, read: true },
        { kind: 'letter', name: `Welkom bij ${label}`, daysAgo: 1_100, read: true },
      ];
    case 'medeverzekerde':
      return [
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 20, read: false },
        ...policyDocs(false),
        { kind: 'reimbursements', name: `Vergoedingenoverzicht Aanvullend Goed ${year}`, daysAgo: 300, read: true },
      ];
    case 'wanbetaler':
      return [
        { kind: 'summons', name: 'Sommatie premie', daysAgo: 6, read: false },
        { kind: 'notice', name: 'Aanmaning premie', daysAgo: 35, read: true },
        { kind: 'collection', name: 'Overdracht aan incassobureau', daysAgo: 60, read: true },
        { kind: 'arrangement', name: 'Bevestiging betalingsregeling', daysAgo: 75, read: true },
        ...policyDocs(true),
      ];
    case 'buitenland':
      return [
        { kind: 'letter', name: 'Jaarlijkse controle verzekeringsrecht', daysAgo: 14, read: false },
        ...policyDocs(true),
      ];
    case 'tijdelijkwachtwoord':
      return [{ kind: 'letter', name: `Welkom bij ${label}`, daysAgo: 10, read: false }, ...policyDocs(false)];
    default:
      return policyDocs(true);
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function seedDocuments(random: SeedRandom, today: string, households: readonly Household[]): DocumentRecord[] {
  const documents: DocumentRecord[] = [];
  for (const household of households) {
    for (const plan of plansFor(household, yearOf(today))) {
      const subject: CustomerRecord = plan.about === undefined ? household.holder : household.members[plan.about]!;
      const participant = household.agreement.agreementParticipants.find(
        (entry) => entry.customerNumber === subject.customerNumber,
      );
      const day = addDays(today, -plan.daysAgo);
      const type = DOC_TYPES[plan.kind];
      documents.push({
        documentID: random.digits(9),
        guidName: random.uuid(),
        ownerCustomerNumber: household.holder.customerNumber,
        createdAt: timestamp(day, '06:45'),
        publicationDate: timestamp(day, '07:30'),
        customerInitials: subject.initials,
        customerLastName: [subject.prefix, subject.lastName].filter(Boolean).join(' '),
        customerBirthDate: subject.birthDate,
        customerNumber: subject.customerNumber,
        customerGender: subject.gender,
        docType: type.docType,
        docTypeID: type.docTypeID,
        documentCluster: type.documentCluster,
        documentName: `${slug(plan.name)}.pdf`,
        name: plan.name,
        extension: 'pdf',
        hasBeenRead: plan.read,
        label: household.label,
        policyNumber: participant?.policyNumber ?? '',
        productType: type.productType,
        contractCode: household.agreement.contractCode,
      });
    }
  }
  return documents;
}
