/**
 * Shared validation rules (spec 01 §5, spec 02 §5). A validator returns null
 * when valid, else a ValidationMessageKey (texts: VALIDATION_MESSAGES_NL).
 * Format rules let an empty value pass, so optional fields need nothing more
 * and required ones add validateRequired… (firstValidationError combines
 * them). Fields that are always required in their flow (credentials, codes,
 * e-mail where required, phone) report the missing value themselves.
 * All date rules take `today` as a parameter: no hidden clock.
 */
export {
  VALIDATION_MESSAGES_NL,
  firstValidationError,
  type ValidationMessageKey,
} from './messages';
export {
  isBlank,
  validateCheckedBox,
  validateMultiChoiceDropdown,
  validateRequiredDropdown,
  validateRequiredNumber,
  validateRequiredText,
  type DropdownOption,
} from './required';
export {
  bsnInUseMessage,
  isValidBsn,
  normalizeBsn,
  validateBsn,
  validateBsnNotAlreadyInsured,
} from './bsn';
export { IBAN_LENGTHS, ibanLengthForCountry } from './iban-lengths';
export { electronicIban, isValidIban, validateOptionalIban } from './iban';
export {
  isValidPhoneNumber,
  normalizePhoneNumber,
  formatPhoneNumberForReading,
  phoneNumberMaxInputLength,
  phoneNumberWithPrefix,
  validateOptionalPhoneNumber,
  validatePhoneNumber,
  type PhoneNumberMessageKey,
} from './phone';
export { isValidDutchPostalCode, validateDutchPostalCode } from './postal-code';
export {
  AMOUNT_MAX_DIGITS,
  isValidMoney,
  parseMoney,
  readMoney,
  validateAmountBetween,
  validateAmountDigits,
  validateMoney,
  type AmountBounds,
  type MoneyProblem,
  type MoneyReading,
} from './money';
export {
  EARLIEST_BIRTH_DATE,
  validateBirthDate,
  validateDate,
  validateDateInclusive,
  validateMaternityDueDate,
  validateRequestEndDate,
  validateRequestStartDate,
  validateRequiredDate,
  validateTreatmentDate,
  earliestTreatmentDate,
  type DateBounds,
  type DateInput,
} from './dates';
export { validateChildUnder16 } from './age';
export {
  EMAIL_PATTERN,
  isValidEmail,
  validateEmailConfirmation,
  validateRequiredEmailConfirmation,
  validateOptionalEmail,
  validateRequiredEmail,
} from './email';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  passwordRequirements,
  validateActivationCode,
  validateAgreementNumber,
  validateForgotPasswordUsername,
  validateForgotUsernamePolicyNumber,
  validatePassword,
  validateNewPassword,
  validatePasswordRepeat,
  validateUsername,
  validateVerificationCode,
  type NewPasswordMessageKey,
  type PasswordMessageKey,
} from './credentials';
export { isValidName, isValidNameWithSpaces, validateName, validateNameWithSpaces } from './names';
export { validateAgbCode, validateBigCode } from './care-codes';
export {
  HOURS_PER_WEEK_MAXIMUM,
  MINUTES_PER_HOUR_MAXIMUM,
  parseWholeNumber,
  validateDistanceInKilometers,
  validateDistanceInMeters,
  validateHoursPerWeek,
  validateMinutes,
  validateNumberOfMonths,
  validateTimesPerMonth,
  validateTimesPerWeek,
  validateVisualAcuity,
  validateWholeNumberInRange,
  type WholeNumberRange,
} from './numeric-ranges';
export { applyInputMask, matchesInputMask, validateInputMask } from './input-mask';
export { validateHouseNumber, MIN_HOUSE_NUMBER, MAX_HOUSE_NUMBER, type HouseNumberMessageKey } from './house-number';
export { normalizePolicyNumber } from './credentials';
