import {
  firstValidationError,
  normalizePhoneNumber,
  validateDutchPostalCode,
  validateOptionalEmail,
  validateHouseNumber,
  validateOptionalPhoneNumber,
  validatePhoneNumber,
  validateRequiredText,
  type ValidationMessageKey,
} from '@portal/domain';

export const PERSONAL_DETAILS_FIELDS = [
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postalCode',
  'city',
  'emailAddress',
  'phoneNumber',
] as const;
export type PersonalDetailsField = (typeof PERSONAL_DETAILS_FIELDS)[number];
export type PersonalDetailsValues = Record<PersonalDetailsField, string>;

export interface PersonContext {
  /** ISO country of the address: a Dutch postal code is checked only in NL */
  country: string;
  /** the account holder's own phone number is required: the verification code goes there */
  isAccountHolder: boolean;
}

export type PersonalDetailsErrors = Partial<Record<PersonalDetailsField, ValidationMessageKey>>;

/** The inputs' maxLength: what the server takes (Customer/UpdateCustomer); house number 1 to 99999. */
export const PERSONAL_DETAILS_MAX_LENGTHS: Partial<Record<PersonalDetailsField, number>> = {
  street: 100,
  houseNumber: 5,
  houseNumberAddition: 10,
  postalCode: 10,
  city: 100,
  emailAddress: 254,
};

/** The form's rules (spec 01 §5): required address parts, Dutch postal code, e-mail and phone. */
export function validatePersonalDetails(values: PersonalDetailsValues, person: PersonContext): PersonalDetailsErrors {
  const errors: PersonalDetailsErrors = {
    street: validateRequiredText(values.street) ?? undefined,
    houseNumber: validateHouseNumber(values.houseNumber) ?? undefined,
    postalCode:
      firstValidationError<ValidationMessageKey>(
        validateRequiredText(values.postalCode),
        person.country === 'NL' ? validateDutchPostalCode(values.postalCode.toUpperCase()) : null,
      ) ?? undefined,
    city: validateRequiredText(values.city) ?? undefined,
    emailAddress: validateOptionalEmail(values.emailAddress) ?? undefined,
    phoneNumber:
      (person.isAccountHolder ? validatePhoneNumber(values.phoneNumber) : validateOptionalPhoneNumber(values.phoneNumber)) ?? undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

/** Trimmed values as the server takes them; a Dutch postal code in capitals. */
export function toCustomerUpdate(customerNumber: string, values: PersonalDetailsValues, country: string) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  // nothing but spaces or dashes is no number: an optional phone left so is sent as none
  const phoneNumber = normalizePhoneNumber(values.phoneNumber);
  return {
    customerNumber,
    address: {
      street: values.street.trim(),
      houseNumber: Number(values.houseNumber.trim()),
      houseNumberAddition: text(values.houseNumberAddition),
      postalCode: country === 'NL' ? values.postalCode.trim().toUpperCase() : values.postalCode.trim(),
      city: values.city.trim(),
      country,
    },
    emailAddress: text(values.emailAddress),
    phoneNumber: phoneNumber === '' ? null : phoneNumber,
  };
}
