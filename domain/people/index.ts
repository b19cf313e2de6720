export { formatFullLastName, type LastNameParts } from './full-last-name';
export {
  NAME_DISPLAY_MAX_LENGTH,
  NAME_DISPLAY_MAX_LENGTH_EXTRA_SMALL,
  shortenName,
} from './name-display';
export {
  CUSTOMER_ROLE_BY_CODE,
  CUSTOMER_ROLE_CODES,
  isCustomerRoleCode,
  isMainInsured,
  type CustomerRole,
  type CustomerRoleCode,
} from './roles';
export { partOfDay, type PartOfDay } from './part-of-day';
export { formatInsuranceNumber } from './insurance-number';
export { ADULT_AGE, OWN_ACCOUNT_AGE, ageOn, isAdult, is16AndOlder, isChildUnder16 } from './age';
