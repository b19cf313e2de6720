import {
  firstValidationError,
  validateBirthDate,
  validateForgotPasswordUsername,
  validateForgotUsernamePolicyNumber,
  validateRequiredDate,
  type ValidationMessageKey,
} from '@portal/domain';
import { normalizeTypedBirthDate } from '../lib/birth-date';

/** What was forgotten: the username (asked with the policy number) or the password (asked with the username). */
export type ForgotKind = 'username' | 'password';
export type ForgotField = 'policyNumber' | 'username' | 'birthDate';

export interface ForgotFormValues {
  kind: ForgotKind;
  policyNumber: string;
  username: string;
  birthDate: string;
}

export interface ForgotFieldError {
  field: ForgotField;
  error: ValidationMessageKey;
}

/**
 * "Policy number for forgot-username exactly 12 digits; forgot-password
 * requires a username", and a birth date that is a date, not in the future
 * and not before 01-01-1900. Only the chosen flow's fields count.
 */
export function forgotFieldErrors(values: ForgotFormValues, today: Date): ForgotFieldError[] {
  const errors: ForgotFieldError[] = [];
  const identity =
    values.kind === 'username'
      ? { field: 'policyNumber' as const, error: validateForgotUsernamePolicyNumber(values.policyNumber) }
      : { field: 'username' as const, error: validateForgotPasswordUsername(values.username) };
  if (identity.error) errors.push({ field: identity.field, error: identity.error });
  const birthDate = normalizeTypedBirthDate(values.birthDate);
  const birthDateError = firstValidationError<ValidationMessageKey>(validateRequiredDate(birthDate), validateBirthDate(birthDate, today));
  if (birthDateError) errors.push({ field: 'birthDate', error: birthDateError });
  return errors;
}
