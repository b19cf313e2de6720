import { getYear } from 'date-fns';
import { dutchDateOf } from '../calendar';

/** Document / message (spec 01 §3). Dates are ISO 8601 strings. */
export interface MessageDocument {
  createdAt: string;
  customerInitials: string;
  customerLastName: string;
  customerBirthDate: string;
  customerNumber: string;
  customerGender: 'M' | 'F';
  docType: string;
  docTypeID: number;
  documentCluster: string;
  documentID: string;
  documentName: string;
  extension: string;
  hasBeenRead: boolean;
  label: string;
  name: string;
  policyNumber: string;
  productType: string | null;
  publicationDate: string;
  contractCode: string;
  guidName: string;
}

/** "message box shows 5 calendar years" (spec 01 §9) */
export const MESSAGE_BOX_YEARS = 5;

/** "correspondence kept 7 years" (spec 01 §9): older documents are no longer in the archive. */
export const CORRESPONDENCE_KEPT_YEARS = 7;

/** The year filter's options: this calendar year and the four before, newest first. */
export function messageBoxYears(today: Date): number[] {
  const currentYear = getYear(today);
  return Array.from({ length: MESSAGE_BOX_YEARS }, (_, index) => currentYear - index);
}

export interface MessageBoxFilter {
  /** null: all five years */
  year: number | null;
  unreadOnly: boolean;
  /** docType names; empty: every type */
  documentTypes: readonly string[];
  /** customer numbers; empty: everyone */
  insured: readonly string[];
}

export const NO_MESSAGE_BOX_FILTER: MessageBoxFilter = { year: null, unreadOnly: false, documentTypes: [], insured: [] };

/**
 * "Filters: year, unread only, document types, insured." (spec 01 §2) The
 * year is the publication year; whatever the filter, only messages of the
 * five calendar years the box shows are kept. Keeps the given order.
 */
export function filterMessages<T extends Pick<MessageDocument, 'publicationDate' | 'hasBeenRead' | 'docType' | 'customerNumber'>>(
  messages: readonly T[],
  filter: MessageBoxFilter,
  today: Date,
): T[] {
  const years = messageBoxYears(today);
  return messages.filter((message) => {
    // the year in the Netherlands when it was published, as the server files it and its PDF dates it
    const year = getYear(dutchDateOf(message.publicationDate));
    if (!years.includes(year)) return false;
    if (filter.year !== null && year !== filter.year) return false;
    if (filter.unreadOnly && message.hasBeenRead) return false;
    if (filter.documentTypes.length > 0 && !filter.documentTypes.includes(message.docType)) return false;
    if (filter.insured.length > 0 && !filter.insured.includes(message.customerNumber)) return false;
    return true;
  });
}

/** The document types present, for the filter's options (sorted, each once). */
export function messageBoxDocumentTypes(messages: readonly Pick<MessageDocument, 'docType'>[]): string[] {
  return [...new Set(messages.map((message) => message.docType))].sort((a, b) => a.localeCompare(b, 'nl'));
}

/** "Opening a message marks it read." */
export function markMessageRead<T extends Pick<MessageDocument, 'documentID' | 'hasBeenRead'>>(
  messages: readonly T[],
  documentID: string,
): T[] {
  return messages.map((message) =>
    message.documentID === documentID && !message.hasBeenRead ? { ...message, hasBeenRead: true } : message,
  );
}

/**
 * The folders of `berichtenbox/{cluster}`: the document clusters present,
 * each once, in alphabetical order. The route's cluster is matched
 * case-insensitively (`/berichtenbox/polis` is the cluster 'Polis').
 */
export function messageBoxClusters(messages: readonly Pick<MessageDocument, 'documentCluster'>[]): string[] {
  return [...new Set(messages.map((message) => message.documentCluster))].sort((a, b) => a.localeCompare(b, 'nl'));
}

/** The messages of one folder; null: every folder. Keeps the given order. */
export function messagesInCluster<T extends Pick<MessageDocument, 'documentCluster'>>(messages: readonly T[], cluster: string | null): T[] {
  if (cluster === null) return [...messages];
  const wanted = cluster.toLocaleLowerCase('nl');
  return messages.filter((message) => message.documentCluster.toLocaleLowerCase('nl') === wanted);
}

export interface MessageBoxInsured {
  customerNumber: string;
  /** initials and last name, as the message names the person */
  name: string;
}

/** The insured persons the messages are about, for the filter's options (each once, sorted by name). */
export function messageBoxInsured(
  messages: readonly Pick<MessageDocument, 'customerNumber' | 'customerInitials' | 'customerLastName'>[],
): MessageBoxInsured[] {
  const byNumber = new Map<string, MessageBoxInsured>();
  for (const message of messages) {
    if (!byNumber.has(message.customerNumber)) {
      byNumber.set(message.customerNumber, {
        customerNumber: message.customerNumber,
        name: `${message.customerInitials} ${message.customerLastName}`.trim(),
      });
    }
  }
  return [...byNumber.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.customerNumber.localeCompare(b.customerNumber));
}
