import { addMonths, isAfter, isBefore, parseISO, startOfDay } from 'date-fns';
import { formatSubmittedDate } from '../calendar';
import type { CustomerRoleCode } from '../people';
import {
  firstValidationError,
  isBlank,
  normalizeBsn,
  validateBirthDate,
  validateBsn,
  validateBsnNotAlreadyInsured,
  validateEmailConfirmation,
  validateName,
  validateNameWithSpaces,
  validateOptionalEmail,
  validateRequiredText,
  type ValidationMessageKey,
} from '../validation';

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

/** Spec 02 §3 "Add-insured form": one newly insured person as the form holds it (dates yyyy-MM-dd). */
export interface NewlyInsuredPersonForm {
  id: string;
  initials: string;
  firstName: string;
  prefix: string;
  lastName: string;
  birthNamePrefix: string;
  birthName: string;
  emailAddress: string;
  emailAddressConfirmation: string;
  birthDate: string;
  gender: '' | 'M' | 'F';
  isPartner: boolean;
  socialSecurityNumber: string;
  nationality: string;
  startDate: string;
}

export type NewlyInsuredField = Exclude<keyof NewlyInsuredPersonForm, 'id' | 'isPartner'>;

export type NewlyInsuredMessageKey =
  | ValidationMessageKey
  | AddInsuredStartDateError
  | 'partner-already-insured'
  | 'more-than-one-partner';

export interface AddInsuredContext {
  today: Date;
  agreementStartDate: string;
  agreementEndDate: string | null;
  /** roles on the agreement now (a partner there blocks another) */
  agreementRoles: readonly CustomerRoleCode[];
  /** BSNs of the persons insured on the agreement now */
  insuredBsns: readonly string[];
}

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parseISO(value).getTime());

/** "a newborn": born within the 4-month addition period (spec 02 §4, §9). */
export function isBornRecently(birthDate: string, today: Date): boolean {
  return isIsoDate(birthDate) && !isAfter(startOfDay(parseISO(birthDate)), startOfDay(today)) && isNewbornWithinAdditionPeriod(birthDate, today);
}

/**
 * The start date a form is sent with: picked, unless the start date is not
 * pickable (one person, a newborn), then it follows from the birth date.
 */
export function effectiveStartDate(forms: readonly NewlyInsuredPersonForm[], form: NewlyInsuredPersonForm, today: Date): string {
  const pickable = isStartDatePickable(forms.map((entry) => ({ isBornRecently: isBornRecently(entry.birthDate, today) })));
  return pickable ? form.startDate : newbornStartDate(form.birthDate, today);
}

/**
 * Every rule of spec 02 §5 "Policy and add insured" for the forms of one
 * request, keyed `persons.{index}.{field}`: required fields, names, e-mail and
 * its confirmation, birth date, BSN (11-test, not among the insured nor an
 * earlier form), the start date against birth and agreement, one partner at
 * most. The portal shows these; the server refuses with the same keys.
 */
export function validateAddInsuredForms(
  forms: readonly NewlyInsuredPersonForm[],
  context: AddInsuredContext,
): Record<string, NewlyInsuredMessageKey> {
  const errors: Record<string, NewlyInsuredMessageKey> = {};
  const bsnErrors = newlyInsuredBsnErrors(forms, context.insuredBsns);
  const partnerError = addInsuredPartnerError(
    context.agreementRoles,
    forms.map((form) => (form.isPartner ? 'P' : 'M')),
  );
  forms.forEach((form, index) => {
    const startDate = effectiveStartDate(forms, form, context.today);
    const results: Record<NewlyInsuredField, NewlyInsuredMessageKey | null> = {
      initials: firstValidationError<ValidationMessageKey>(validateRequiredText(form.initials), validateName(form.initials.replace(/\./g, ''))),
      firstName: firstValidationError<ValidationMessageKey>(validateRequiredText(form.firstName), validateNameWithSpaces(form.firstName)),
      prefix: validateNameWithSpaces(form.prefix),
      lastName: firstValidationError<ValidationMessageKey>(validateRequiredText(form.lastName), validateNameWithSpaces(form.lastName)),
      birthNamePrefix: validateNameWithSpaces(form.birthNamePrefix),
      birthName: validateNameWithSpaces(form.birthName),
      emailAddress: validateOptionalEmail(form.emailAddress),
      emailAddressConfirmation: validateEmailConfirmation(form.emailAddress, form.emailAddressConfirmation),
      birthDate: firstValidationError<ValidationMessageKey>(
        validateRequiredText(form.birthDate),
        isIsoDate(form.birthDate) || form.birthDate.trim() === '' ? null : 'date-invalid',
        validateBirthDate(form.birthDate, context.today),
      ),
      gender: form.gender === '' ? 'required-field' : null,
      socialSecurityNumber: firstValidationError<ValidationMessageKey>(
        validateRequiredText(form.socialSecurityNumber),
        validateBsn(form.socialSecurityNumber),
        bsnErrors[form.id] ?? null,
      ),
      nationality: validateRequiredText(form.nationality),
      startDate: null,
    };
    if (isBlank(startDate)) results.startDate = 'required-field';
    else if (!isIsoDate(startDate)) results.startDate = 'date-invalid';
    else if (isIsoDate(form.birthDate)) {
      results.startDate = addInsuredStartDateError(startDate, {
        birthDate: form.birthDate,
        agreementStartDate: context.agreementStartDate,
        agreementEndDate: context.agreementEndDate,
      });
    }
    for (const [field, key] of Object.entries(results)) {
      if (key !== null) errors[`persons.${index}.${field}`] = key;
    }
    if (form.isPartner && partnerError) errors[`persons.${index}.isPartner`] = partnerError;
  });
  return errors;
}
