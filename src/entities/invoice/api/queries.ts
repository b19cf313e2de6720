import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { InvoicesContract } from './contract';

export const invoicesQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Debitan/Invoices' })),
  contract: zodContract(InvoicesContract),
  name: 'invoices',
});

concurrency(invoicesQuery, { strategy: 'TAKE_LATEST' });
