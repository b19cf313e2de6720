import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
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
