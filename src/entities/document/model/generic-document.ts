/** A reimbursement document (policy conditions, compensation overview) of one year. */
export interface GenericDocument {
  documentID: string;
  /** the file name, e.g. 'polisvoorwaarden-aanvullende-verzekeringen-2026.pdf' */
  documentName: string;
  name: string;
  docType: string;
  year: number;
  /** the contract it is listed for: an agreement shows the documents of its own contract (and so its own label); null: for none of the user's */
  contractCode: string | null;
}
