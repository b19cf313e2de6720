import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createEffect, sample } from 'effector';
import { z } from 'zod';
import { createRequestEffect, userChanged } from '@/shared/api';
import { ExcessContract, FinancialSummaryContract, PolicyContract, type Policy } from './contract';

/** "GET Policy/GetExcess, optional customerNumber and year": without them, the user's own excess of this year. */
export const excessQuery = createQuery({
  effect: createRequestEffect((params: { customerNumber?: string; year?: number }) => ({
    method: 'GET',
    path: 'Policy/GetExcess',
    searchParams: { customerNumber: params.customerNumber, year: params.year },
  })),
  contract: zodContract(ExcessContract),
  name: 'excess',
});

concurrency(excessQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [excessQuery.reset] });

/**
 * Whose summary of which year. `edition` is not sent: it counts how often that customer's summaries were outdated
 * (model/financial-summary.ts), so that an outdated summary is a new key in the query's cache.
 */
export interface FinancialSummaryAsk {
  customerNumber: string;
  year: number;
  edition?: number;
}

/** Issue 17: "GET /Policy/GetFinancialSummary with customerNumber, year (cached per year and customer)". */
export const financialSummaryFx = createRequestEffect((params: FinancialSummaryAsk) => ({
  method: 'GET',
  path: 'Policy/GetFinancialSummary',
  searchParams: { customerNumber: params.customerNumber, year: params.year },
  // a year the person had no policy with us: no costs to show, not a failure (null)
  notFoundIsNone: true,
}));

export const financialSummaryQuery = createQuery({
  effect: financialSummaryFx,
  contract: zodContract(FinancialSummaryContract.nullable()),
  name: 'financialSummary',
});

// Every call's answer counts, also one overtaken by another year's: each is cached under its year and customer
// (model/financial-summary.ts), and a page shows the one of its own key.
concurrency(financialSummaryQuery, { strategy: 'TAKE_EVERY' });
sample({ clock: userChanged, target: [financialSummaryQuery.reset] });

/** Whose policy of which year: "GET /Policy/GetPolicyInfoForYear with customerNumber, year, policyNumber" (spec 02 §7). */
export interface PolicyKey {
  customerNumber: string;
  year: number;
  policyNumber: string;
}

export const policyInfoForYearFx = createRequestEffect((key: PolicyKey) => ({
  method: 'GET',
  path: 'Policy/GetPolicyInfoForYear',
  searchParams: { customerNumber: key.customerNumber, year: key.year, policyNumber: key.policyNumber },
}));

/**
 * The policies of several persons of one year at once (one
 * GetPolicyInfoForYear each, in parallel; effects called from an effect keep
 * the caller's scope), each with its key: the policy overview shows one per
 * agreement participant.
 */
export const policiesForYearFx = createEffect((keys: PolicyKey[]) => Promise.all(keys.map((key) => policyInfoForYearFx(key))));

export const policiesForYearQuery = createQuery({
  effect: policiesForYearFx,
  contract: zodContract(z.array(PolicyContract)),
  mapData: ({ result, params }: { result: Policy[]; params: PolicyKey[] }) => result.map((policy, index) => ({ key: params[index]!, policy })),
  name: 'policiesForYear',
});

concurrency(policiesForYearQuery, { strategy: 'TAKE_LATEST' });
sample({ clock: userChanged, target: [policiesForYearQuery.reset] });
