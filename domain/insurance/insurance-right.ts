import { validateSubmittedFiles, type FileDescriptor } from '../files';

/** "Insurance right: isCheckRequired; answers HasDutchIncome, HasBenefit, HasOtherIncome, IsSelfEmployed, LastDutchIncome." */
export interface InsuranceRightAnswers {
  hasDutchIncome: boolean;
  hasBenefit: boolean;
  hasOtherIncome: boolean;
  isSelfEmployed: boolean;
  /** only asked when none of income, benefit or self-employed is yes */
  lastDutchIncome: string | null;
}

export interface InsuranceRightPayload {
  HasDutchIncome: boolean;
  HasBenefit: boolean;
  HasOtherIncome: boolean;
  IsSelfEmployed: boolean;
  LastDutchIncome?: string;
}

/** "if none of the income, benefit or self-employed answers is yes, the last Dutch income answer is sent" */
export function isLastDutchIncomeAsked(answers: Pick<InsuranceRightAnswers, 'hasDutchIncome' | 'hasBenefit' | 'isSelfEmployed'>): boolean {
  return !answers.hasDutchIncome && !answers.hasBenefit && !answers.isSelfEmployed;
}

/**
 * The answer fields of POST InsuranceRight. LastDutchIncome is present only
 * when it was asked; a stale answer from before a "yes" is dropped.
 */
export function insuranceRightPayload(answers: InsuranceRightAnswers): InsuranceRightPayload {
  const payload: InsuranceRightPayload = {
    HasDutchIncome: answers.hasDutchIncome,
    HasBenefit: answers.hasBenefit,
    HasOtherIncome: answers.hasOtherIncome,
    IsSelfEmployed: answers.isSelfEmployed,
  };
  if (isLastDutchIncomeAsked(answers) && answers.lastDutchIncome !== null) {
    payload.LastDutchIncome = answers.lastDutchIncome;
  }
  return payload;
}

/** The check's fields as a form holds them: a yes/no answer is null until given. */
export interface InsuranceRightValues {
  hasDutchIncome: boolean | null;
  hasBenefit: boolean | null;
  hasOtherIncome: boolean | null;
  isSelfEmployed: boolean | null;
  /** the year of the last income from the Netherlands (yyyy); '' while not given */
  lastDutchIncome: string;
  files: readonly FileDescriptor[];
}

export type InsuranceRightField = keyof InsuranceRightValues;
export type InsuranceRightMessageKey =
  | 'required-field'
  | 'year-invalid'
  | 'year-in-future'
  | NonNullable<ReturnType<typeof validateSubmittedFiles>>;

/** The earliest year the check accepts (the spec's earliest date, 01-01-1900). */
export const LAST_DUTCH_INCOME_EARLIEST_YEAR = 1900;

const answered = (answer: boolean | null) => (answer === null ? 'required-field' : null);

/** The year of the last Dutch income: 4 digits, from 1900, not after this year (shared messages: the form names the question). */
export function validateLastDutchIncomeYear(value: string, today: Date): InsuranceRightMessageKey | null {
  const year = value.trim();
  if (year === '') return 'required-field';
  if (!/^\d{4}$/.test(year) || Number(year) < LAST_DUTCH_INCOME_EARLIEST_YEAR) return 'year-invalid';
  return Number(year) > today.getFullYear() ? 'year-in-future' : null;
}

/**
 * The question of a form whose answers may still be open: asked once income,
 * benefit and self-employed are each answered, and none of them with yes.
 */
export function isLastDutchIncomeAskedOf(values: Pick<InsuranceRightValues, 'hasDutchIncome' | 'hasBenefit' | 'isSelfEmployed'>): boolean {
  const { hasDutchIncome, hasBenefit, isSelfEmployed } = values;
  if (hasDutchIncome === null || hasBenefit === null || isSelfEmployed === null) return false;
  return isLastDutchIncomeAsked({ hasDutchIncome, hasBenefit, isSelfEmployed });
}

/**
 * The yearly check's rules (spec 02 §3 "Insurance right", §5): each of the
 * four yes/no questions answered; "if none of the income, benefit or
 * self-employed answers is yes, the last Dutch income answer is sent", so
 * only then (once those three are answered) it is asked, and then required
 * (a year, not in the future);
 * files optional, by the declarations' file rules.
 */
export function validateInsuranceRight(values: InsuranceRightValues, today: Date): Record<InsuranceRightField, InsuranceRightMessageKey | null> {
  const isAsked = isLastDutchIncomeAskedOf(values);
  return {
    hasDutchIncome: answered(values.hasDutchIncome),
    hasBenefit: answered(values.hasBenefit),
    hasOtherIncome: answered(values.hasOtherIncome),
    isSelfEmployed: answered(values.isSelfEmployed),
    lastDutchIncome: isAsked ? validateLastDutchIncomeYear(values.lastDutchIncome, today) : null,
    files: validateSubmittedFiles(values.files, 'declaration', { isRequired: false }),
  };
}
