import { concurrency, createQuery } from '@farfetched/core';
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

// Each answer is kept under its year and customer (model/financial-summary.ts): every call's answer counts, also
// one overtaken by the next year's (a submitted declaration changes the meters only once handled, days later).
concurrency(financialSummaryQuery, { strategy: 'TAKE_EVERY' });
sample({ clock: userChanged, target: [financialSummaryQuery.reset] });
