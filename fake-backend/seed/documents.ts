/**
 * Messages and documents (message box, reimbursement documents).
 *
 * A message belongs to one insured person's mailbox (`ownerCustomerNumber`)
 * and is about one insured person (`customerNumber`): the main insured gets
 * the premium notes, the policy and the declaration overviews of the
 * children; a person of 16 or over has a mailbox of their own. Some unread
 * messages fall within the 6-month window and some before it; one has no
 * file in the archive (its download answers 204).
 *
 * Generic documents are the same for everyone of a label: the policy
 * conditions and compensation overviews of each year.
 */
import { findLabel, type LabelId, LABELS } from '../../domain/access';
import { addDays, dutchMonthYear, timestamp, yearOf } from './dates';
import type { Household } from './people';
import type { SeedRandom } from './random';
import type { CustomerRecord, DocumentRecord, GenericDocumentRecord } from './schema';

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
  coverage: { docType: 'Dekkingsoverzicht', docTypeID: 13, documentCluster: 'Polis', productType: 'Tandartsverzekering' },
} as const;

type DocKind = keyof typeof DOC_TYPES;

interface DocPlan {
  kind: DocKind;
  /** the name, or a name made from the publication day */
  name: string | ((day: string) => string);
  daysAgo: number;
  read: boolean;
  /** index in the household's members of the person it is about; defaults to the mailbox's owner */
  about?: number;
  /** index in the household's members whose mailbox it is in; defaults to the account holder */
  owner?: number;
  /** the archive has no file: the download answers 204 */
  fileMissing?: true;
}

const premiumNote = (day: string) => `Premienota ${dutchMonthYear(day)}`;
const annualOverview = (day: string) => `Jaaroverzicht zorgkosten ${yearOf(day) - 1}`;

function plansFor(household: Household, year: number): DocPlan[] {
  const label = findLabel(household.label).name;
  const policyDocs = (read: boolean): DocPlan[] => [
    { kind: 'policy', name: `Zorgpolis ${year}`, daysAgo: 45, read: true },
    { kind: 'conditions', name: `Polisvoorwaarden Basisverzekering ${year}`, daysAgo: 45, read },
  ];
  switch (household.key) {
    case 'hoofdverzekerde':
      // members: 0 main insured, 1 partner (own mailbox, hidden from the main insured), 2 and 3 children under 16
      return [
        { kind: 'premium', name: premiumNote, daysAgo: 3, read: false },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 9, read: false, about: 2 },
        { kind: 'notice', name: 'Aanmaning premie', daysAgo: 12, read: false },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 15, read: false, owner: 1 },
        { kind: 'letter', name: 'Bevestiging wijziging betaalgegevens', daysAgo: 18, read: false, fileMissing: true },
        { kind: 'premium', name: premiumNote, daysAgo: 33, read: true },
        { kind: 'reminder', name: 'Betalingsherinnering premie', daysAgo: 40, read: true },
        ...policyDocs(false),
        { kind: 'reimbursements', name: `Vergoedingenoverzicht Aanvullend Goed ${year}`, daysAgo: 45, read: true },
        { kind: 'coverage', name: `Dekkingsoverzicht Tand Goed ${year}`, daysAgo: 45, read: true },
        { kind: 'conditions', name: `Terms and conditions Basic insurance ${year}`, daysAgo: 45, read: true },
        { kind: 'premium', name: premiumNote, daysAgo: 63, read: true },
        { kind: 'annual', name: annualOverview, daysAgo: 70, read: false },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 95, read: true },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 120, read: true, about: 3 },
        { kind: 'letter', name: 'Uw nieuwe zorgpas', daysAgo: 150, read: true, about: 3 },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 210, read: false },
        { kind: 'letter', name: 'Bevestiging machtiging automatische incasso', daysAgo: 250, read: true },
        { kind: 'policy', name: `Zorgpolis ${year - 1}`, daysAgo: 410, read: true },
        { kind: 'annual', name: annualOverview, daysAgo: 435, read: true },
        { kind: 'letter', name: 'Bevestiging adreswijziging', daysAgo: 530, read: true },
        { kind: 'policy', name: `Zorgpolis ${year - 2}`, daysAgo: 775, read: true },
        { kind: 'letter', name: `Welkom bij ${label}`, daysAgo: 1_100, read: true },
        { kind: 'policy', name: `Zorgpolis ${year - 4}`, daysAgo: 1_500, read: true },
        // kept 7 years, but older than the 5 calendar years the message box shows
        { kind: 'letter', name: 'Bevestiging inschrijving', daysAgo: 2_200, read: true },
      ];
    case 'medeverzekerde':
      // members: 0 main insured (no account), 1 the co-insured of 17 (account holder), 2 a child of 13
      return [
        { kind: 'premium', name: premiumNote, daysAgo: 5, read: false, owner: 0 },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 20, read: false },
        { kind: 'declaration', name: 'Declaratieoverzicht', daysAgo: 25, read: false, owner: 0, about: 2 },
        ...policyDocs(false),
        { kind: 'policy', name: `Zorgpolis ${year}`, daysAgo: 45, read: false, owner: 0 },
        { kind: 'reimbursements', name: `Vergoedingenoverzicht Aanvullend Goed ${year}`, daysAgo: 300, read: true },
        { kind: 'letter', name: 'Uw eigen account voor Mijn omgeving', daysAgo: 400, read: true },
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

const fullLastName = (customer: CustomerRecord) => [customer.prefix, customer.lastName].filter(Boolean).join(' ');

export function seedDocuments(random: SeedRandom, today: string, households: readonly Household[]): DocumentRecord[] {
  const documents: DocumentRecord[] = [];
  for (const household of households) {
    for (const plan of plansFor(household, yearOf(today))) {
      const owner: CustomerRecord = plan.owner === undefined ? household.holder : household.members[plan.owner]!;
      const subject: CustomerRecord = plan.about === undefined ? owner : household.members[plan.about]!;
      const participant = household.agreement.agreementParticipants.find(
        (entry) => entry.customerNumber === subject.customerNumber,
      );
      const day = addDays(today, -plan.daysAgo);
      const type = DOC_TYPES[plan.kind];
      const name = typeof plan.name === 'string' ? plan.name : plan.name(day);
      documents.push({
        documentID: random.digits(9),
        guidName: random.uuid(),
        ownerCustomerNumber: owner.customerNumber,
        createdAt: timestamp(day, '06:45'),
        publicationDate: timestamp(day, '07:30'),
        customerInitials: subject.initials,
        customerLastName: fullLastName(subject),
        customerBirthDate: subject.birthDate,
        customerNumber: subject.customerNumber,
        customerGender: subject.gender,
        docType: type.docType,
        docTypeID: type.docTypeID,
        documentCluster: type.documentCluster,
        documentName: `${slug(name)}.pdf`,
        name,
        extension: 'pdf',
        hasBeenRead: plan.read,
        label: household.label,
        policyNumber: participant?.policyNumber ?? '',
        productType: type.productType,
        contractCode: household.agreement.contractCode,
        ...(plan.fileMissing ? { isFileMissing: true } : {}),
      });
    }
  }
  return documents;
}

/** Years with reimbursement documents: this year and the three before. */
export const GENERIC_DOCUMENT_YEARS_BACK = 3;

/** The packages each label publishes conditions and overviews for (the seed's product names). */
function genericPlans(labelName: string, year: number) {
  return [
    { kind: 'conditions', name: `Polisvoorwaarden ${labelName} Basis Vrije Keuze ${year}`, productType: 'Basisverzekering' },
    { kind: 'conditions', name: `Polisvoorwaarden ${labelName} Basis Budget ${year}`, productType: 'Basisverzekering' },
    { kind: 'conditions', name: `Polisvoorwaarden Aanvullende verzekeringen ${year}`, productType: 'Aanvullende verzekering' },
    { kind: 'reimbursements', name: `Vergoedingenoverzicht ${labelName} Basis ${year}`, productType: 'Basisverzekering' },
    { kind: 'reimbursements', name: `Vergoedingenoverzicht Aanvullend Goed ${year}`, productType: 'Aanvullende verzekering' },
    { kind: 'reimbursements', name: `Vergoedingenoverzicht Fysio Extra ${year}`, productType: 'Extra aanvullende verzekering' },
    { kind: 'reimbursements', name: `Vergoedingenoverzicht Tand Goed ${year}`, productType: 'Tandartsverzekering' },
  ] as const;
}

const LABEL_NUMBER: Record<LabelId, number> = { zorgzaam: 1, studentenzorg: 2, zorgcollectief: 3 };

/**
 * A year's documents are published when its premiums are (issue 33 point 14): on 12 November of the year before,
 * the day next year is offered (`yearForOfferedAgreement`), so the offered year's conditions can be read while
 * choosing.
 */
const PUBLISHED_ON_MONTH_DAY = '11-12';

/** The documents published on `today`: next year's appear with next year's offer. */
export function publishedGenericDocuments(documents: readonly GenericDocumentRecord[], today: string): GenericDocumentRecord[] {
  return documents.filter((document) => document.publicationDate.slice(0, 10) <= today);
}

/**
 * Policy conditions and compensation overviews of every label, for this
 * year and the three before, and next year's (shown from its publication
 * date on). Ids are derived from label, year and position, so they need no
 * random.
 */
export function seedGenericDocuments(today: string): GenericDocumentRecord[] {
  const documents: GenericDocumentRecord[] = [];
  const thisYear = yearOf(today);
  for (const label of LABELS) {
    for (let year = thisYear - GENERIC_DOCUMENT_YEARS_BACK; year <= thisYear + 1; year += 1) {
      genericPlans(label.name, year).forEach((plan, index) => {
        const type = DOC_TYPES[plan.kind];
        const number = `${LABEL_NUMBER[label.label]}${year}${String(index + 1).padStart(2, '0')}`;
        documents.push({
          documentID: `G${number}`,
          guidName: `00000000-0000-4000-8000-${number.padStart(12, '0')}`,
          label: label.label,
          year,
          docType: type.docType,
          docTypeID: type.docTypeID,
          documentCluster: type.documentCluster,
          documentName: `${slug(plan.name)}.pdf`,
          name: plan.name,
          extension: 'pdf',
          productType: plan.productType,
          publicationDate: timestamp(`${year - 1}-${PUBLISHED_ON_MONTH_DAY}`, '08:00'),
        });
      });
    }
  }
  return documents;
}
