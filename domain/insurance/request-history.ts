import { isAfter, startOfDay } from 'date-fns';
import { addWorkingDays, CARE_MEDIATION_CONTACT_WORKING_DAYS, contactReplyDate, declarationHandledByDate, insuranceCardDeliveryDate } from '../calendar';

/**
 * The requests a user sends besides claims (spec 02 §1 "request seated patient
 * transport; view or request the insurance card; request care mediation and
 * treatment abroad"; the contact form, the yearly insurance-right check, and
 * adding a partner or a newborn, "in progress" until the insurer handles it:
 * spec 02 §3 newlyInsuredPersonsInProgress),
 * listed together on `mijn-aanvragen` (issue 33 point 7). Claims have their
 * own list on `mijn-zorgkosten`. A payment arrangement ("request a payment
 * arrangement", spec 02 §1) is a request too: listed here as well, besides
 * the bills page that shows its terms.
 */
export const REQUEST_KINDS = [
  'seated-transport',
  'care-mediation',
  'treatment-abroad',
  'insurance-card',
  'contact-form',
  'insurance-right',
  'payment-arrangement',
  'add-insured',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export type RequestStatus = 'in-progress' | 'handled';

/**
 * The day a request is handled at the latest: "Contact replies within 5
 * working days", "Physical insurance card delivery about 10 working days";
 * care mediation as its page promises (contact within 5 working days); the
 * other requests beyond the spec at the claims' "processing within 10
 * working days" (weekends and Dutch public holidays skipped).
 */
export function requestHandledBy(kind: RequestKind, receivedOn: Date): Date {
  switch (kind) {
    case 'contact-form':
      return contactReplyDate(receivedOn);
    case 'insurance-card':
      return insuranceCardDeliveryDate(receivedOn);
    case 'care-mediation':
      return addWorkingDays(receivedOn, CARE_MEDIATION_CONTACT_WORKING_DAYS);
    default:
      return declarationHandledByDate(receivedOn);
  }
}

/**
 * In progress up to and including its handled-by day; handled from the day
 * after. A request whose record says whether it was processed (a payment
 * arrangement: `isProcessed`) is handled when processed and not before, so
 * that Mijn aanvragen and the bills page say the same.
 */
export function requestStatus(handledBy: Date, today: Date, isProcessed?: boolean): RequestStatus {
  if (isProcessed !== undefined) return isProcessed ? 'handled' : 'in-progress';
  return isAfter(startOfDay(today), startOfDay(handledBy)) ? 'handled' : 'in-progress';
}
