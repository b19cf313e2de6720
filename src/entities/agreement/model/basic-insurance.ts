import type { MostRecentAgreement } from '../api/contract';

/** "verzekerde-bijschrijven … and the user has a basic insurance" (spec 01 §2). */
export function hasBasicInsurance(agreements: readonly MostRecentAgreement[]): boolean {
  return agreements.some((agreement) => agreement.hasBasicInsurance);
}
