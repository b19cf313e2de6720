/**
 * The refusals that several areas share, in the portal's language (a Dutch
 * insurer's API answers its users in Dutch): someone else's data (403), and
 * an agreement, invoice or document that is not the user's or does not exist
 * (404, one answer for both, so that nothing is given away).
 */
export const REFUSALS = {
  notVisible: (customerNumber: string) => `U heeft geen toegang tot de gegevens van verzekerde ${customerNumber}.`,
  notActingFor: (customerNumber: string) => `U heeft geen toegang: u mag dit niet doen voor verzekerde ${customerNumber}.`,
  agreementNotFound: (agreementId: string) => `Overeenkomst ${agreementId} is niet gevonden.`,
  invoiceNotFound: (invoiceNumber: string) => `Factuur ${invoiceNumber} is niet gevonden.`,
  documentNotFound: (documentId: string) => `Document ${documentId} is niet gevonden.`,
} as const;
