/** The ids of the wizard's choice groups, which the error summary and the change links point to (it focuses a group's first choice). */
export const FIELD_IDS = {
  invoiceNumbers: 'arrangement-invoices',
  numberOfTerms: 'arrangement-terms',
  startDate: 'arrangement-start',
} as const;
