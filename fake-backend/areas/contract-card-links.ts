/**
 * What the edit-policy cards link to (spec 02 §3 "Contract cards": "policy
 * and conditions documents (id, guidFileName, code, displayName, language,
 * fileName) … insuranceCardLink"): a product's documents are the label's
 * reimbursement documents of the year (downloaded with GET
 * Document/GetGenericDocument, spec 02 §7 "Documents"), the conditions
 * (Polisvoorwaarden) and the overview of what the package reimburses
 * (Vergoedingenoverzicht) as the policy document. The insurance card comes
 * with the basic insurance, so its card links the portal's insurance-card
 * page. A product without a published document has none (null), nor has
 * the own risk.
 */
import type { LabelId } from '../../domain/access';
import type { DbState, GenericDocumentRecord } from '../seed';
import { findLabel } from '../../domain/access';
import { catalogueProduct } from '../seed/catalogue';
import { publishedGenericDocuments } from '../seed/documents';

/** The portal's page for the insurance card (spec 02 §2 route `zorgpas-ehic`). */
export const INSURANCE_CARD_LINK = '/zorgpas-ehic';

export interface CardDocument {
  id: string;
  guidFileName: string;
  code: string;
  displayName: string;
  language: string;
  fileName: string;
}

function cardDocument(document: GenericDocumentRecord, code: string): CardDocument {
  return { id: document.documentID, guidFileName: document.guidName, code, displayName: document.name, language: 'nl-NL', fileName: document.documentName };
}

/** The name a document of the product starts with: the basic insurance's own, the others' by package or for all additional packages. */
function documentsOf(documents: readonly GenericDocumentRecord[], code: string, labelName: string) {
  const product = catalogueProduct(code);
  // the own risk is part of the basic insurance and has no documents of its own
  if (!product || product.typeOfProduct === 'OW') return { policyDocument: null, conditionsDocument: null };
  const isBasic = product.typeOfProduct === 'MB';
  const named = (prefix: string) => documents.find((document) => document.name.startsWith(prefix)) ?? null;
  const conditions = isBasic ? named(`Polisvoorwaarden ${labelName} ${product.name} `) : named('Polisvoorwaarden Aanvullende verzekeringen ');
  const overview = isBasic ? named(`Vergoedingenoverzicht ${labelName} Basis `) : named(`Vergoedingenoverzicht ${product.name} `);
  return {
    policyDocument: overview ? cardDocument(overview, code) : null,
    conditionsDocument: conditions ? cardDocument(conditions, code) : null,
  };
}

interface LinkedCard {
  productComponentCode: string;
}

/** The cards with their documents of the label and year and, on the basic insurance, the insurance card's link. */
export function withCardLinks<Group extends { cards: readonly LinkedCard[] }>(groups: readonly Group[], state: DbState, label: LabelId, year: number, today: string) {
  // the year's own documents, or the latest before it (a year is published when it is offered: seed/documents.ts)
  const published = publishedGenericDocuments(state.genericDocuments, today).filter((document) => document.label === label && document.year <= year);
  const latestYear = Math.max(...published.map((document) => document.year));
  const documents = published.filter((document) => document.year === latestYear);
  const labelName = findLabel(label).name;
  return groups.map((group) => ({
    ...group,
    cards: group.cards.map((card) => ({
      ...card,
      ...documentsOf(documents, card.productComponentCode, labelName),
      insuranceCardLink: catalogueProduct(card.productComponentCode)?.typeOfProduct === 'MB' ? INSURANCE_CARD_LINK : null,
    })),
  }));
}
