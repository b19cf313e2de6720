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
  validateChildUnder16,
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
  | 'start-date-before-today'
  | 'start-date-before-agreement-start'
  | 'start-date-after-agreement-end'
  | 'start-date-no-offer-year'
  | 'start-dates-in-different-years';

/**
 * The earliest start date a person can get (yyyy-MM-dd): a newborn (within
 * the 4-month addition period) is insured from birth; anyone older from today
 * on, never earlier ("Newborns older than 4 months get start date today").
 */
export function earliestAddInsuredStartDate(birthDate: string, today: Date): string {
  return isBornRecently(birthDate, today) ? formatSubmittedDate(parseISO(birthDate)) : formatSubmittedDate(today);
}

/**
 * "Newborns older than 4 months get start date today": the start date a form
 * proposes (yyyy-MM-dd) once the birth date of a child (under 16) born before
 * the 4-month addition period is typed. It may be picked later, never
 * earlier (`start-date-before-today`). Null for a newborn (insured from birth,
 * nothing to pick), for someone of 16 or over (the date is theirs to pick) and
 * for a birth date that cannot be read yet.
 */
export function proposedStartDate(birthDate: string, today: Date): string | null {
  if (!isIsoDate(birthDate) || isAfter(startOfDay(parseISO(birthDate)), startOfDay(today)) || isBornRecently(birthDate, today)) return null;
  return validateChildUnder16(birthDate, today) === null ? formatSubmittedDate(today) : null;
}

/**
 * "With no offer year, next year's premiums are unknown and adding is
 * blocked": only a start date in a later year needs that year's premiums,
 * so only there the missing offer year blocks; a start in this year (or a
 * newborn's from birth in the year before) uses the running premiums.
 */
export function startDateOfferYearError(startDate: string, today: Date, offerYear: number | null): 'start-date-no-offer-year' | null {
  const startYear = Number(startDate.slice(0, 4));
  return startYear > today.getFullYear() && offerYear !== startYear ? 'start-date-no-offer-year' : null;
}

/**
 * The year whose premiums and cards a request of newly insured persons uses:
 * the year of its start dates, this year for a newborn insured from a birth
 * date in the year before (the policy that runs now).
 */
export function addInsuredPremiumYear(startDates: readonly string[], today: Date): number {
  const years = startDates.filter((date) => isIsoDate(date)).map((date) => Number(date.slice(0, 4)));
  return Math.max(today.getFullYear(), ...years);
}

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
export function switchToCoInsured<T extends { role: CustomerRoleCode | '' }>(forms: readonly T[]): T[] {
  return forms.map((form) => (form.role === 'P' ? form : { ...form, role: 'M' as const }));
}

/**
 * A role chosen on one form: choosing partner changes that form only;
 * choosing co-insured switches every non-partner form to co-insured (spec 02 §4).
 */
export function withRoleChosen<T extends { role: NewlyInsuredRole | '' }>(forms: readonly T[], index: number, role: NewlyInsuredRole): T[] {
  const chosen = forms.map((form, at) => (at === index ? { ...form, role } : form));
  return role === 'M' ? switchToCoInsured(chosen) : chosen;
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
 * policy"; and "Defaulters cannot edit the policy" (spec 02 §6): a person
 * added changes it, so a payment deficit blocks adding too, as the policy
 * overview hides the entry for it. A missing offer year blocks only a start
 * date in next year (startDateOfferYearError), not the form: a newborn is
 * added on any day.
 */
export function addInsuredBlockReason({ hasActivePolicy, isDefaulter }: { hasActivePolicy: boolean; isDefaulter: boolean }): 'no-active-policy' | 'payment-deficit' | null {
  if (!hasActivePolicy) return 'no-active-policy';
  return isDefaulter ? 'payment-deficit' : null;
}

/** `verzekerde-bijschrijven?overeenkomst=…`: the agreement the persons are added to, as its card on the policy overview names it. */
export const ADD_INSURED_AGREEMENT_QUERY_KEY = 'overeenkomst';

export type AddInsuredAgreement<Agreement> =
  /** `isOneOfSeveral`: the user may add to others too, so the screen names this one */
  | { kind: 'one'; agreement: Agreement; isOneOfSeveral: boolean }
  | { kind: 'choose'; agreements: Agreement[] }
  | { kind: 'none' };

/**
 * The agreement persons are added to, among this year's agreements of the user: the one the address names when the
 * user is its main insured ("Only the main insured may edit"), else the only one they are main insured of; with
 * several and none named the user chooses (a main insured of their own and of a grown child's agreement); with none,
 * there is no active policy to add to.
 */
export function addInsuredAgreement<Agreement extends { agreementId: string; year: number; editPolicyDenialReason: string | null }>(
  agreements: readonly Agreement[],
  year: number,
  namedAgreementId: string | null,
): AddInsuredAgreement<Agreement> {
  const own = agreements.filter((agreement) => agreement.year === year && agreement.editPolicyDenialReason !== 'not-main-insured');
  const named = own.find((agreement) => agreement.agreementId === namedAgreementId);
  if (named) return { kind: 'one', agreement: named, isOneOfSeveral: own.length > 1 };
  const [only, ...others] = own;
  if (!only) return { kind: 'none' };
  return others.length === 0 ? { kind: 'one', agreement: only, isOneOfSeveral: false } : { kind: 'choose', agreements: own };
}

/** The roles a newly insured person can get: partner or co-insured (spec 02 §6 "H main insured, M co-insured, P partner"). */
export type NewlyInsuredRole = 'P' | 'M';

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
  /** "role": partner or co-insured; '' until chosen */
  role: NewlyInsuredRole | '';
  /** "isBornRecently": born within the 4-month addition period, judged on the day of sending */
  isBornRecently: boolean;
  socialSecurityNumber: string;
  nationality: string;
  startDate: string;
}

export type NewlyInsuredField = Exclude<keyof NewlyInsuredPersonForm, 'id'>;

export type NewlyInsuredMessageKey =
  | ValidationMessageKey
  | AddInsuredStartDateError
  | 'partner-already-insured'
  | 'more-than-one-partner'
  | 'born-recently-mismatch';

export interface AddInsuredContext {
  today: Date;
  agreementStartDate: string;
  agreementEndDate: string | null;
  /** roles on the agreement now (a partner there blocks another) */
  agreementRoles: readonly CustomerRoleCode[];
  /** BSNs of the persons insured on the agreement now */
  insuredBsns: readonly string[];
  /** the year offered next (GetYearForOfferedAgreement), null when none is */
  offerYear: number | null;
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
export function effectiveStartDate(
  forms: readonly Pick<NewlyInsuredPersonForm, 'birthDate'>[],
  form: Pick<NewlyInsuredPersonForm, 'birthDate' | 'startDate'>,
  today: Date,
): string {
  const pickable = isStartDatePickable(forms.map((entry) => ({ isBornRecently: isBornRecently(entry.birthDate, today) })));
  return pickable ? form.startDate : newbornStartDate(form.birthDate, today);
}

/**
 * Every rule of spec 02 §5 "Policy and add insured" for the forms of one
 * request, keyed `persons.{index}.{field}`: required fields, names, e-mail and
 * its confirmation, birth date, BSN (11-test, not among the insured nor an
 * earlier form), the start date against birth and agreement, one partner at
 * most; a co-insured is a child under 16 (older ones have an own account and
 * ask themselves), only a newborn starts before today, a start in next year
 * needs its offer year, and all start in one year. The portal shows these;
 * the server refuses with the same keys.
 */
export function validateAddInsuredForms(
  forms: readonly NewlyInsuredPersonForm[],
  context: AddInsuredContext,
): Record<string, NewlyInsuredMessageKey> {
  const errors: Record<string, NewlyInsuredMessageKey> = {};
  const bsnErrors = newlyInsuredBsnErrors(forms, context.insuredBsns);
  const partnerError = addInsuredPartnerError(
    context.agreementRoles,
    forms.filter((form) => form.role !== '').map((form) => form.role as NewlyInsuredRole),
  );
  const firstStart = forms[0] ? effectiveStartDate(forms, forms[0], context.today) : '';
  const firstYear = isIsoDate(firstStart) ? addInsuredPremiumYear([firstStart], context.today) : null;
  forms.forEach((form, index) => {
    const startDate = effectiveStartDate(forms, form, context.today);
    // in the order the form shows its fields: the error summary lists them so
    const results: Record<NewlyInsuredField, NewlyInsuredMessageKey | null> = {
      // "Only one partner per agreement and none if one exists"
      // the role, the gender and the nationality are choices: an unanswered one says 'Maak een keuze.', not 'Vul dit in'
      role: form.role === '' ? 'choice-required' : form.role === 'P' ? partnerError : null,
      initials: firstValidationError<ValidationMessageKey>(validateRequiredText(form.initials), validateName(form.initials.replace(/\./g, ''))),
      firstName: firstValidationError<ValidationMessageKey>(validateRequiredText(form.firstName), validateNameWithSpaces(form.firstName)),
      prefix: validateNameWithSpaces(form.prefix),
      lastName: firstValidationError<ValidationMessageKey>(validateRequiredText(form.lastName), validateNameWithSpaces(form.lastName)),
      birthNamePrefix: validateNameWithSpaces(form.birthNamePrefix),
      birthName: validateNameWithSpaces(form.birthName),
      birthDate: firstValidationError<ValidationMessageKey>(
        validateRequiredText(form.birthDate),
        isIsoDate(form.birthDate) || form.birthDate.trim() === '' ? null : 'date-invalid',
        validateBirthDate(form.birthDate, context.today),
        // "Child under 16 check from birth date": the main insured adds co-insured under 16 only
        form.role === 'M' ? validateChildUnder16(form.birthDate, context.today) : null,
      ),
      isBornRecently: isIsoDate(form.birthDate) && form.isBornRecently !== isBornRecently(form.birthDate, context.today) ? 'born-recently-mismatch' : null,
      gender: form.gender === '' ? 'choice-required' : null,
      socialSecurityNumber: firstValidationError<ValidationMessageKey>(
        validateRequiredText(form.socialSecurityNumber),
        validateBsn(form.socialSecurityNumber),
        bsnErrors[form.id] ?? null,
      ),
      nationality: isBlank(form.nationality) ? 'choice-required' : null,
      emailAddress: validateOptionalEmail(form.emailAddress),
      emailAddressConfirmation: validateEmailConfirmation(form.emailAddress, form.emailAddressConfirmation),
      startDate: null,
    };
    if (isBlank(startDate)) results.startDate = 'required-field';
    else if (!isIsoDate(startDate)) results.startDate = 'date-invalid';
    else if (isIsoDate(form.birthDate)) {
      results.startDate =
        addInsuredStartDateError(startDate, {
          birthDate: form.birthDate,
          agreementStartDate: context.agreementStartDate,
          agreementEndDate: context.agreementEndDate,
        }) ??
        (startDate < earliestAddInsuredStartDate(form.birthDate, context.today) ? 'start-date-before-today' : null) ??
        startDateOfferYearError(startDate, context.today, context.offerYear) ??
        (index > 0 && firstYear !== null && addInsuredPremiumYear([startDate], context.today) !== firstYear ? 'start-dates-in-different-years' : null);
    }
    for (const [field, key] of Object.entries(results)) {
      if (key !== null) errors[`persons.${index}.${field}`] = key;
    }
  });
  return errors;
}
