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

/** "Financial summary: for excess …: total, consumed, remaining and percentage consumed." (spec 02 §3) */
export interface OwnRiskConsumption {
  total: number;
  consumed: number;
  remaining: number;
  /** 0 to 100, whole percent; 0 when there is no own risk */
  percentageConsumed: number;
}

/**
 * The own risk as the dashboard shows it, from GET Policy/GetExcess
 * ("amountTotal, amountRemaining"): consumed is the total less the remaining
 * (in cents, never below 0); a remaining above the total is taken as the total.
 */
export function ownRiskConsumption({ amountTotal, amountRemaining }: { amountTotal: number; amountRemaining: number }): OwnRiskConsumption {
  const totalCents = Math.max(0, euroToCents(amountTotal));
  const remainingCents = Math.min(totalCents, Math.max(0, euroToCents(amountRemaining)));
  const consumedCents = totalCents - remainingCents;
  return {
    total: centsToEuro(totalCents),
    consumed: centsToEuro(consumedCents),
    remaining: centsToEuro(remainingCents),
    percentageConsumed: totalCents === 0 ? 0 : Math.round((consumedCents / totalCents) * 100),
  };
}

/**
 * The payment details' excessLimit ("Maximaal eigen risico", spec 02 §3 "Payment details: excessLimit") of an
 * agreement, read from its policies rather than fixed: the most own risk the policyholder runs this year, "mandatory
 * 385 euro" plus the voluntary extra of the main insured's policy (the policy's excessAmount). When the main insured
 * has no policy on the agreement (a parent who holds a child's agreement), the highest own risk of those insured on
 * it; persons under 18 have none ("for persons aged 18 or over"), so an agreement of children only has 0.
 */
export function agreementExcessLimit(policies: readonly { isMainInsured: boolean; excessAmount: number }[]): number {
  const mainInsured = policies.find((policy) => policy.isMainInsured);
  if (mainInsured) return mainInsured.excessAmount;
  return Math.max(0, ...policies.map((policy) => policy.excessAmount));
}
