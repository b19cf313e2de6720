import { addMonths, isAfter, isBefore, parseISO, startOfDay } from 'date-fns';
import { formatSubmittedDate } from '../calendar';
import type { CustomerRoleCode } from '../people';
import { normalizeBsn, validateBsnNotAlreadyInsured } from '../validation';

/** "Newborn to be added within 4 months" (spec 02 §9) */
export const NEWBORN_ADDITION_PERIOD_MONTHS = 4;

/**
 * "The start date can be picked unless there is exactly one person and that
 * person is a newborn" (then it follows from the birth date, see newbornStartDate).
 */
export function isStartDatePickable(newlyInsured: readonly { isBornRecently: boolean }[]): boolean {
  return !(newlyInsured.length === 1 && newlyInsured[0]?.isBornRecently === true);
}

/** A newborn is still within the addition period up to and including the day 4 months after birth. */
export function isNewbornWithinAdditionPeriod(birthDate: string, today: Date): boolean {
  const lastDay = addMonths(startOfDay(parseISO(birthDate)), NEWBORN_ADDITION_PERIOD_MONTHS);
  return !isAfter(startOfDay(today), lastDay);
}

/**
 * "Newborns older than 4 months get start date today." Within the 4 months
 * the newborn is insured from birth (the reason the 4-month period exists).
 * Returned as yyyy-MM-dd.
 */
export function newbornStartDate(birthDate: string, today: Date): string {
  return isNewbornWithinAdditionPeriod(birthDate, today)
    ? formatSubmittedDate(parseISO(birthDate))
    : formatSubmittedDate(today);
}

export type AddInsuredStartDateError =
  | 'start-date-before-birth-date'
  | 'start-date-before-agreement-start'
  | 'start-date-after-agreement-end';

/**
 * "Start date may not be before the birth date, before the agreement start or
 * after its end." Day level; an agreement without an end date runs on.
 */
export function addInsuredStartDateError(
  startDate: string,
  bounds: { birthDate: string; agreementStartDate: string; agreementEndDate: string | null },
): AddInsuredStartDateError | null {
  const start = startOfDay(parseISO(startDate));
  if (isBefore(start, startOfDay(parseISO(bounds.birthDate)))) return 'start-date-before-birth-date';
  if (isBefore(start, startOfDay(parseISO(bounds.agreementStartDate)))) return 'start-date-before-agreement-start';
  if (bounds.agreementEndDate && isAfter(start, startOfDay(parseISO(bounds.agreementEndDate)))) {
    return 'start-date-after-agreement-end';
  }
  return null;
}

/**
 * "Only one partner per agreement and none if one exists." Whether a form may
 * still get the partner role: nobody on the agreement and no other form is a partner.
 */
export function mayAddPartner(
  agreementRoles: readonly CustomerRoleCode[],
  otherFormRoles: readonly CustomerRoleCode[],
): boolean {
  return !agreementRoles.includes('P') && !otherFormRoles.includes('P');
}

/** The same rule checked on the whole request before sending it. */
export function addInsuredPartnerError(
  agreementRoles: readonly CustomerRoleCode[],
  formRoles: readonly CustomerRoleCode[],
): 'partner-already-insured' | 'more-than-one-partner' | null {
  const partnersOnForms = formRoles.filter((role) => role === 'P').length;
  if (partnersOnForms > 0 && agreementRoles.includes('P')) return 'partner-already-insured';
  if (partnersOnForms > 1) return 'more-than-one-partner';
  return null;
}

/** "Switching to co-insured changes all non-partner roles to co-insured." */
export function switchToCoInsured<T extends { role: CustomerRoleCode }>(forms: readonly T[]): T[] {
  return forms.map((form) => (form.role === 'P' ? form : { ...form, role: 'M' as const }));
}

/**
 * "A BSN already among the insured is rejected", applied to every form of the
 * request: a form's BSN may match neither an insured person's nor an earlier
 * form's (compared normalised, so 8 and 9 digits agree). Keyed by form id.
 */
export function newlyInsuredBsnErrors(
  forms: readonly { id: string; socialSecurityNumber: string }[],
  insuredBsns: readonly string[],
): Record<string, 'bsn-already-registered'> {
  const errors: Record<string, 'bsn-already-registered'> = {};
  const seen = [...insuredBsns];
  for (const form of forms) {
    if (form.socialSecurityNumber.trim() === '') continue;
    const error = validateBsnNotAlreadyInsured(form.socialSecurityNumber, seen);
    if (error) errors[form.id] = error;
    seen.push(normalizeBsn(form.socialSecurityNumber));
  }
  return errors;
}

/**
 * Before the add-insured form opens: "A popup appears when there is no active
 * policy"; "With no offer year, next year's premiums are unknown and adding is blocked."
 */
export function addInsuredBlockReason({
  hasActivePolicy,
  offerYear,
}: {
  hasActivePolicy: boolean;
  offerYear: number | null;
}): 'no-active-policy' | 'no-offer-year' | null {
  if (!hasActivePolicy) return 'no-active-policy';
  if (offerYear === null) return 'no-offer-year';
  return null;
}
