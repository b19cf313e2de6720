/** The id of the field of a form path (`trips.3.date` → `declaration-trips-3-date`), which the error summary and the change links point to. */
export const fieldId = (path: string) => `declaration-${path.replace(/\./g, '-')}`;

/** Paths answered with radios: the summary links to the first radio. */
const CHOICES = /^(customerNumber|kind|preExistingCondition|hasTravelInsurance|hasThirdPartyLiability|isTrafficAccident|travelType|trips\.\d+\.direction)$/;

export function summaryTargetOf(path: string | null): string {
  if (!path) return fieldId('kind');
  return CHOICES.test(path) ? `${fieldId(path)}-0` : fieldId(path);
}

const TRIP_FIELD_LABELS: Record<string, string> = {
  date: 'tripDate',
  direction: 'tripDirection',
  amount: 'tripAmount',
  distance: 'tripDistance',
  extraCostType: 'extraCostType',
  extraCostAmount: 'extraCostAmount',
};

/** The label of a form path as the step shows it (`trips.2.date` → "Datum van rit 3"), for the error that names its field. */
export function fieldLabelOf(translate: (key: string, values?: Record<string, string | number>) => string, path: string, kind: string): string {
  const label = (key: string, values?: Record<string, string | number>) => translate(`pages.submitHealthcareCosts.${key}`, values);
  const trip = /^trips\.(\d+)\.(\w+)$/.exec(path);
  if (trip) return label(TRIP_FIELD_LABELS[trip[2] ?? ''] ?? 'trip', { number: Number(trip[1]) + 1 });
  const isAbroad = kind === 'abroad';
  if (path === 'customerNumber') return label('person');
  if (path === 'treatmentDate') return label(isAbroad ? 'periodStart' : 'treatmentDate');
  if (path === 'treatmentInfo') return label(isAbroad ? 'treatmentInfoAbroad' : 'treatmentInfo');
  return label(path);
}
