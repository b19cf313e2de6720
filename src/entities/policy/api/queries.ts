import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { ExcessContract } from './contract';

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
