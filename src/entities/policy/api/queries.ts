import { cache, concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { ExcessContract, FinancialSummaryContract } from './contract';

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

/** Issue 17: "GET /Policy/GetFinancialSummary with customerNumber, year (cached per year and customer)". */
export const financialSummaryFx = createRequestEffect((params: { customerNumber: string; year: number }) => ({
  method: 'GET',
  path: 'Policy/GetFinancialSummary',
  searchParams: { customerNumber: params.customerNumber, year: params.year },
}));

export const financialSummaryQuery = createQuery({
  effect: financialSummaryFx,
  contract: zodContract(FinancialSummaryContract),
  name: 'financialSummary',
});

concurrency(financialSummaryQuery, { strategy: 'TAKE_LATEST' });
// "cached per year and customer": farfetched keys the cache by the query's parameters;
// a submitted declaration changes the meters only once it is handled, days later.
cache(financialSummaryQuery, { staleAfter: '5min' });
sample({ clock: userChanged, target: [financialSummaryQuery.reset] });
