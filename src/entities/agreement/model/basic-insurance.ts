import type { Agreement } from './agreement';

/** "verzekerde-bijschrijven … and the user has a basic insurance" (spec 01 §2). */
export function hasBasicInsurance(agreements: readonly Agreement[]): boolean {
  return agreements.some((agreement) => agreement.hasBasicInsurance);
}
