export {
  DUTCH_DATE_FORMAT,
  FORGOT_FLOW_BIRTH_DATE_FORMAT,
  SUBMITTED_DATE_FORMAT,
  formatForgotFlowBirthDate,
  formatSubmittedDate,
  parseCalendarDate,
} from './date-formats';
export { DUTCH_TIME_ZONE, dutchDay, dutchWallClock } from './dutch-time';
export { dutchDateOf } from './dutch-date-of';
export {
  PUBLIC_HOLIDAYS_FIRST_YEAR,
  PUBLIC_HOLIDAYS_LAST_YEAR,
  dutchPublicHolidays,
  isDutchPublicHoliday,
  type DutchPublicHoliday,
  type DutchPublicHolidayName,
} from './holidays';
export {
  CONTACT_REPLY_WORKING_DAYS,
  CARE_MEDIATION_CONTACT_WORKING_DAYS,
  DECLARATION_PROCESSING_WORKING_DAYS,
  INSURANCE_CARD_DELIVERY_WORKING_DAYS,
  INVOICE_PAYMENT_PROCESSING_WORKING_DAYS,
  addWorkingDays,
  contactReplyDate,
  insuranceCardDeliveryDate,
  declarationHandledByDate,
  isWorkingDay,
  nextWorkingDay,
} from './working-days';
