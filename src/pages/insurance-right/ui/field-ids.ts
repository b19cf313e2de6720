/** The id of each answer's field, which the error summary and the change links point to. */
export const FIELD_IDS = {
  hasDutchIncome: 'insurance-right-dutch-income',
  hasBenefit: 'insurance-right-benefit',
  hasOtherIncome: 'insurance-right-other-income',
  isSelfEmployed: 'insurance-right-self-employed',
  lastDutchIncome: 'insurance-right-last-income',
  files: 'insurance-right-files',
} as const;

export type FieldName = keyof typeof FIELD_IDS;

/** A summary line's field (a group's fieldset: the summary focuses its first choice); a refusal of the whole form leads to the first question. */
export function fieldIdOf(path: string | null): string {
  return path && path in FIELD_IDS ? FIELD_IDS[path as FieldName] : FIELD_IDS.hasDutchIncome;
}
