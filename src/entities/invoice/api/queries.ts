import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { InvoicesContract, PaymentArrangementsContract } from './contract';

export const invoicesQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Debitan/Invoices' })),
  contract: zodContract(InvoicesContract),
  name: 'invoices',
});

concurrency(invoicesQuery, { strategy: 'TAKE_LATEST' });

/** GET Debitan/PaymentArrangements: the user's arrangements and unprocessed requests, with their terms. */
export const paymentArrangementsFx = createRequestEffect(() => ({ method: 'GET', path: 'Debitan/PaymentArrangements' }));

export const paymentArrangementsQuery = createQuery({
  effect: paymentArrangementsFx,
  contract: zodContract(PaymentArrangementsContract),
  name: 'paymentArrangements',
});

concurrency(paymentArrangementsQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [invoicesQuery.reset, paymentArrangementsQuery.reset] });
