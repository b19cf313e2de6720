import { centsToEuro, euroToCents } from './money';

/** "Own risk: mandatory 385 euro, voluntary extra 500, total 885, for persons aged 18 or over." (spec 02 §9) */
export const MANDATORY_OWN_RISK = 385;
export const MAXIMUM_VOLUNTARY_OWN_RISK = 500;
export const MAXIMUM_TOTAL_OWN_RISK = MANDATORY_OWN_RISK + MAXIMUM_VOLUNTARY_OWN_RISK;
export const OWN_RISK_MINIMUM_AGE = 18;

/** A voluntary extra own risk is between 0 and 500 euro. */
export function isValidVoluntaryOwnRisk(amount: number): boolean {
  return amount >= 0 && amount <= MAXIMUM_VOLUNTARY_OWN_RISK;
}

/** The whole own risk of an adult: the mandatory 385 plus the voluntary extra. */
export function totalOwnRisk(voluntaryOwnRisk: number): number {
  return centsToEuro(euroToCents(MANDATORY_OWN_RISK) + euroToCents(voluntaryOwnRisk));
}
