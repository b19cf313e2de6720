import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { AccountDetailsContract } from './contract';

/** POST Account/GetAccountDetails. */
export const accountDetailsFx = createRequestEffect(() => ({ method: 'POST', path: 'Account/GetAccountDetails' }));

export const accountDetailsQuery = createQuery({
  effect: accountDetailsFx,
  contract: zodContract(AccountDetailsContract),
  name: 'accountDetails',
});

concurrency(accountDetailsQuery, { strategy: 'TAKE_LATEST' });
