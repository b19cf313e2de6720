import { format } from 'date-fns';
import { earliestTreatmentDate } from '../validation';

/**
 * Where a policy stands on a day (spec 02 §3 "Policy: … startDate,
 * endDate"): begun and not ended, still to begin (next year's choice, saved
 * during the offer period), or over. Dates are 'yyyy-MM-dd' strings, which
 * compare as days.
 */
export interface DatedPolicy {
  /** yyyy-MM-dd; null: the answer gave none (counted as begun) */
  startDate: string | null;
  /** yyyy-MM-dd; null: the policy has no end */
  endDate: string | null;
}

export type PolicyPeriod = 'running' | 'upcoming' | 'ended';

export function policyPeriodOn(policy: DatedPolicy, today: string): PolicyPeriod {
  if (policy.startDate !== null && policy.startDate > today) return 'upcoming';
  return policy.endDate === null || policy.endDate >= today ? 'running' : 'ended';
}

/**
 * The policies of one person on one agreement that "Agreement (most recent)"
 * carries (spec 02 §3, §7 GET Agreement/GetMostRecentAgreements): the one
 * running today and any still to begin, so that a change saved for next year
 * stands beside this year's instead of replacing it; with neither (an ended
 * agreement), the last one that ended. Keeps the given order.
 */
export function mostRecentPolicies<T extends DatedPolicy>(policies: readonly T[], today: string): T[] {
  const current = policies.filter((policy) => policyPeriodOn(policy, today) !== 'ended');
  if (current.length > 0) return current;
  const lastEnd = policies.reduce<string | null>((latest, policy) => (policy.endDate !== null && (latest === null || policy.endDate > latest) ? policy.endDate : latest), null);
  return policies.filter((policy) => policy.endDate === lastEnd);
}

/**
 * Whether a person can have claims to declare or to look up (spec 02 §5
 * "Treatment date up to 3 years back, not in the future"; §9 "submit within 3
 * years of treatment"): one of their policies covers a day from three years
 * ago up to today. Someone whose policy ended last year still has claims; a
 * person insured only from next year has none yet.
 */
export function hasPolicyInClaimPeriod(policies: readonly DatedPolicy[], today: Date): boolean {
  const first = format(earliestTreatmentDate(today), 'yyyy-MM-dd');
  const last = format(today, 'yyyy-MM-dd');
  return policies.some((policy) => (policy.startDate === null || policy.startDate <= last) && (policy.endDate === null || policy.endDate >= first));
}
