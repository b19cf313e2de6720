/** The id of the field of a form path (`trips.3.date` → `declaration-trips-3-date`), which the error summary and the change links point to. */
export const fieldId = (path: string) => `declaration-${path.replace(/\./g, '-')}`;

/** Paths answered with radios: the summary links to the first radio. */
const CHOICES = /^(customerNumber|kind|preExistingCondition|hasTravelInsurance|hasThirdPartyLiability|isTrafficAccident|travelType|trips\.\d+\.direction)$/;

export function summaryTargetOf(path: string | null): string {
  if (!path) return fieldId('kind');
  return CHOICES.test(path) ? `${fieldId(path)}-0` : fieldId(path);
}
