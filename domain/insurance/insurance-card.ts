import { addMonths, isBefore, parseISO, startOfDay } from 'date-fns';

/** "Insurance card request result: isSuccessful, acceptedAgreementNumbers, deniedAgreementNumbers." */
export interface InsuranceCardRequestResult {
  isSuccessful: boolean;
  acceptedAgreementNumbers: readonly string[];
  deniedAgreementNumbers: readonly string[];
}

export type InsuranceCardRequestOutcome = 'accepted' | 'partially-accepted' | 'denied';

/**
 * "Insurance card request: accepted, partially accepted, or denied (a card was
 * already requested in the last 3 months)." The per-agreement lists decide:
 * some accepted and some denied is partially accepted, only accepted is
 * accepted, only denied is denied. Without any agreement numbers the
 * isSuccessful flag decides.
 */
export function insuranceCardRequestOutcome(result: InsuranceCardRequestResult): InsuranceCardRequestOutcome {
  const someAccepted = result.acceptedAgreementNumbers.length > 0;
  const someDenied = result.deniedAgreementNumbers.length > 0;
  if (someAccepted && someDenied) return 'partially-accepted';
  if (someAccepted) return 'accepted';
  if (someDenied) return 'denied';
  return result.isSuccessful ? 'accepted' : 'denied';
}

/** "a new card cannot be requested again within 3 months" */
export const INSURANCE_CARD_REQUEST_INTERVAL_MONTHS = 3;

/** The card may be requested again from the day 3 months after the last request (day level). */
export function mayRequestInsuranceCard(lastRequestDate: string | null, today: Date): boolean {
  if (!lastRequestDate) return true;
  const allowedFrom = addMonths(startOfDay(parseISO(lastRequestDate)), INSURANCE_CARD_REQUEST_INTERVAL_MONTHS);
  return !isBefore(startOfDay(today), allowedFrom);
}

/** One person of a physical-card request: the number on their card and when a card was last requested for them. */
export interface InsuranceCardRequestLine {
  /** the person's policy number: the "agreement number" of the request result */
  agreementNumber: string;
  /** yyyy-MM-dd (or an ISO time) of the last physical-card request, null when never */
  lastRequestDate: string | null;
}

/**
 * The answer to a physical-card request for several persons: each person
 * whose card was requested in the last 3 months is denied, the others are
 * accepted ("accepted, partially accepted, or denied"). Successful when at
 * least one card will be sent.
 */
export function decideInsuranceCardRequest(lines: readonly InsuranceCardRequestLine[], today: Date): InsuranceCardRequestResult {
  const acceptedAgreementNumbers = lines.filter((line) => mayRequestInsuranceCard(line.lastRequestDate, today)).map((line) => line.agreementNumber);
  const deniedAgreementNumbers = lines.filter((line) => !mayRequestInsuranceCard(line.lastRequestDate, today)).map((line) => line.agreementNumber);
  return { isSuccessful: acceptedAgreementNumbers.length > 0, acceptedAgreementNumbers, deniedAgreementNumbers };
}

export type InsuranceCardRequestError = 'insurance-card-person-required' | 'insurance-card-person-twice';

/** The persons of a request: at least one, none twice. Null when the choice is fine. */
export function insuranceCardRequestError(customerNumbers: readonly string[]): InsuranceCardRequestError | null {
  if (customerNumbers.length === 0) return 'insurance-card-person-required';
  if (new Set(customerNumbers).size !== customerNumbers.length) return 'insurance-card-person-twice';
  return null;
}
