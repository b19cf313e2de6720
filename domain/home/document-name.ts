/**
 * "Names containing coverage overview, policy conditions, terms and
 * conditions or reimbursement overview (Dutch and English variants) are split
 * into a prefix and a package name." (spec 01 §3)
 */
export const DOCUMENT_NAME_PREFIXES = [
  'Dekkingsoverzicht',
  'Polisvoorwaarden',
  'Voorwaarden',
  'Vergoedingenoverzicht',
  'Coverage overview',
  'Policy conditions',
  'Terms and conditions',
  'Reimbursement overview',
] as const;

export interface DocumentNameParts {
  /** the name up to and including the document kind, e.g. 'Polisvoorwaarden' */
  prefix: string;
  /** what follows, e.g. 'Basis Zorgzaam 2025'; may be empty */
  packageName: string;
}

/** Separators that may sit between the document kind and the package name. */
const LEADING_SEPARATORS = /^[\s\-–—:]+/;

/** One case-insensitive pattern; the longest kinds come first so that at one place the longer wins. */
const DOCUMENT_KIND_PATTERN = new RegExp(
  [...DOCUMENT_NAME_PREFIXES]
    .sort((a, b) => b.length - a.length)
    .map((kind) => kind.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'i',
);

/**
 * Splits a document name at the first document kind it contains (matched
 * case-insensitively; at the same place the longer kind wins, so
 * 'Polisvoorwaarden' is not read as 'Voorwaarden'). Null when the name holds
 * none of the kinds: it is shown as it is.
 */
export function splitDocumentName(name: string): DocumentNameParts | null {
  const match = DOCUMENT_KIND_PATTERN.exec(name);
  if (!match) return null;
  const end = match.index + match[0].length;
  return {
    prefix: name.slice(0, end).trim(),
    packageName: name.slice(end).replace(LEADING_SEPARATORS, '').trim(),
  };
}
