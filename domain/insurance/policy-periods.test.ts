import { describe, expect, test } from 'vitest';
import { hasPolicyInClaimPeriod, mostRecentPolicies, policyPeriodOn, type DatedPolicy } from './policy-periods';

const THIS_YEAR: DatedPolicy = { startDate: '2026-01-01', endDate: '2026-12-31' };
const NEXT_YEAR: DatedPolicy = { startDate: '2027-01-01', endDate: '2027-12-31' };
const LAST_YEAR: DatedPolicy = { startDate: '2025-01-01', endDate: '2025-12-31' };
const FORMER: DatedPolicy = { startDate: '2023-03-01', endDate: '2024-06-30' };

describe('where a policy stands on a day (spec 02 §3 "Policy: … startDate, endDate")', () => {
  test.for([
    { name: "this year's in November", policy: THIS_YEAR, today: '2026-11-29', period: 'running' },
    { name: "this year's on its last day", policy: THIS_YEAR, today: '2026-12-31', period: 'running' },
    { name: "this year's on its first day", policy: THIS_YEAR, today: '2026-01-01', period: 'running' },
    { name: "next year's, saved in November", policy: NEXT_YEAR, today: '2026-11-29', period: 'upcoming' },
    { name: "next year's on New Year's Eve", policy: NEXT_YEAR, today: '2026-12-31', period: 'upcoming' },
    { name: "next year's once it begins", policy: NEXT_YEAR, today: '2027-01-01', period: 'running' },
    { name: "last year's", policy: LAST_YEAR, today: '2026-11-29', period: 'ended' },
    { name: 'one without an end', policy: { startDate: '2020-01-01', endDate: null }, today: '2026-11-29', period: 'running' },
    { name: 'one without a start', policy: { startDate: null, endDate: '2026-12-31' }, today: '2026-11-29', period: 'running' },
  ] as const)('$name: $period', ({ policy, today, period }) => {
    expect(policyPeriodOn(policy, today)).toBe(period);
  });
});

describe('the policies "Agreement (most recent)" carries (spec 02 §3, §7 GetMostRecentAgreements)', () => {
  test.for([
    { name: 'November, no change saved: this year', policies: [THIS_YEAR, LAST_YEAR], today: '2026-11-29', carried: [THIS_YEAR] },
    // issue 33 point 13: a change saved for next year stands beside this year's, it does not replace it
    { name: 'November, next year saved: both', policies: [NEXT_YEAR, THIS_YEAR, LAST_YEAR], today: '2026-11-29', carried: [NEXT_YEAR, THIS_YEAR] },
    { name: 'after New Year: the new year alone', policies: [NEXT_YEAR, THIS_YEAR, LAST_YEAR], today: '2027-01-01', carried: [NEXT_YEAR] },
    { name: 'an ended agreement: its last policy', policies: [FORMER, { startDate: '2023-03-01', endDate: '2023-12-31' }], today: '2026-11-29', carried: [FORMER] },
    { name: 'none at all', policies: [], today: '2026-11-29', carried: [] },
  ])('$name', ({ policies, today, carried }) => {
    expect(mostRecentPolicies(policies, today)).toEqual(carried);
  });

  test('every carried policy is one of the given, and a running one is always carried', () => {
    const all = [NEXT_YEAR, THIS_YEAR, LAST_YEAR, FORMER];
    for (const today of ['2024-01-01', '2025-06-30', '2026-11-29', '2026-12-31', '2027-01-01', '2028-01-01']) {
      const carried = mostRecentPolicies(all, today);
      expect(carried.every((policy) => all.includes(policy))).toBe(true);
      for (const policy of all) if (policyPeriodOn(policy, today) === 'running') expect(carried).toContain(policy);
    }
  });
});

describe('who can have claims: "Treatment date up to 3 years back, not in the future" (spec 02 §5)', () => {
  const today = new Date(2026, 10, 29);
  test.for([
    { name: "this year's policy", policies: [THIS_YEAR], has: true },
    { name: 'a policy that ended last year', policies: [LAST_YEAR], has: true },
    { name: 'a policy that ended three years ago to the day', policies: [{ startDate: '2022-01-01', endDate: '2023-11-29' }], has: true },
    { name: 'a policy that ended the day before that', policies: [{ startDate: '2022-01-01', endDate: '2023-11-28' }], has: false },
    { name: 'only next year\'s (a newborn added from 1 January)', policies: [NEXT_YEAR], has: false },
    { name: 'a policy that begins today', policies: [{ startDate: '2026-11-29', endDate: '2026-12-31' }], has: true },
    { name: 'no policy at all', policies: [], has: false },
  ])('$name: $has', ({ policies, has }) => {
    expect(hasPolicyInClaimPeriod(policies, today)).toBe(has);
  });
});
