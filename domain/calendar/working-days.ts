import { addDays, isWeekend } from 'date-fns';
import { isDutchPublicHoliday } from './holidays';

/** "Processing within 10 working days" (declarations, spec 02 §9). */
export const DECLARATION_PROCESSING_WORKING_DAYS = 10;
/** "Contact replies within 5 working days." */
export const CONTACT_REPLY_WORKING_DAYS = 5;
/** Beyond the spec: the care-mediation page's promise, "wij nemen binnen 5 werkdagen contact met u op". */
export const CARE_MEDIATION_CONTACT_WORKING_DAYS = 5;
/** "Physical insurance card delivery about 10 working days." */
export const INSURANCE_CARD_DELIVERY_WORKING_DAYS = 10;
/** "Invoice payment processing may take 3 working days." */
export const INVOICE_PAYMENT_PROCESSING_WORKING_DAYS = 3;

/**
 * "Weekends and holidays are non-working days." Judged on the local calendar
 * date of `date`; the time of day does not matter.
 */
export function isWorkingDay(date: Date): boolean {
  return !isWeekend(date) && !isDutchPublicHoliday(date);
}

/** The first working day strictly after `date` (same time of day). */
export function nextWorkingDay(date: Date): Date {
  return addWorkingDays(date, 1);
}

/**
 * The date `amount` working days after `date` (before it when negative),
 * keeping the time of day: addWorkingDays(friday, 1) is the next Monday,
 * unless that is a holiday. Zero returns a copy of `date`, working day or not,
 * like date-fns addBusinessDays.
 */
export function addWorkingDays(date: Date, amount: number): Date {
  if (!Number.isInteger(amount)) {
    throw new RangeError(`addWorkingDays expects a whole number of days, got ${amount}`);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('addWorkingDays got an invalid date');
  const step = amount < 0 ? -1 : 1;
  let remaining = Math.abs(amount);
  let current = new Date(date.getTime());
  while (remaining > 0) {
    current = addDays(current, step);
    if (isWorkingDay(current)) remaining -= 1;
  }
  return current;
}

/**
 * "Contact replies within 5 working days": the last day a reply to a contact
 * form received on `receivedOn` may come, 5 working days later (weekends and
 * Dutch public holidays skipped; a form sent on a Saturday counts from the
 * Monday after, like one sent on the Friday before).
 */
export function contactReplyDate(receivedOn: Date): Date {
  return addWorkingDays(receivedOn, CONTACT_REPLY_WORKING_DAYS);
}

/**
 * "Physical insurance card delivery about 10 working days": the day a card
 * requested on `requestedOn` is expected, 10 working days later (weekends
 * and Dutch public holidays skipped).
 */
export function insuranceCardDeliveryDate(requestedOn: Date): Date {
  return addWorkingDays(requestedOn, INSURANCE_CARD_DELIVERY_WORKING_DAYS);
}

/**
 * Beyond the spec: "processing within 10 working days" (spec 02 §9) shown as
 * a date. A declaration received on `receivedOn` is handled at the latest 10
 * working days later, weekends and Dutch public holidays skipped.
 */
export function declarationHandledByDate(receivedOn: Date): Date {
  return addWorkingDays(receivedOn, DECLARATION_PROCESSING_WORKING_DAYS);
}
