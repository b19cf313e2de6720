import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { AccountDetailsContract } from './contract';

/** POST Account/GetAccountDetails. */
export const accountDetailsFx = createRequestEffect(() => ({ method: 'POST', path: 'Account/GetAccountDetails' }));

export const accountDetailsQuery = createQuery({
  effect: accountDetailsFx,
  contract: zodContract(AccountDetailsContract),
  name: 'accountDetails',
});

concurrency(accountDetailsQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [accountDetailsQuery.reset] });
