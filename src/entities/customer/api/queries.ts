import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect, userChanged } from '@/shared/api';
import { createEffect, sample } from 'effector';
import { CustomerDetailsContract, CustomerDetailsListContract, CustomersContract } from './contract';

/** GET Customer/GetAllCustomersWithActivePolicy: the insured persons the user may see (the server applies the privacy rule). */
export const customersWithActivePolicyFx = createRequestEffect(() => ({
  method: 'GET',
  path: 'Customer/GetAllCustomersWithActivePolicy',
}));

export const customersWithActivePolicyQuery = createQuery({
  effect: customersWithActivePolicyFx,
  contract: zodContract(CustomersContract),
  name: 'customersWithActivePolicy',
});

/** GET Customer/GetCustomerDetails with customerNumber. */
export const customerDetailsFx = createRequestEffect((customerNumber: string) => ({
  method: 'GET',
  path: 'Customer/GetCustomerDetails',
  searchParams: { customerNumber },
}));

export const customerDetailsQuery = createQuery({
  effect: customerDetailsFx,
  contract: zodContract(CustomerDetailsContract),
  name: 'customerDetails',
});

/**
 * The details of several persons at once (one GetCustomerDetails each, in
 * parallel): effects called from an effect keep the caller's scope.
 */
export const customerDetailsListFx = createEffect((customerNumbers: string[]) =>
  Promise.all(customerNumbers.map((customerNumber) => customerDetailsFx(customerNumber))),
);

export const customerDetailsListQuery = createQuery({
  effect: customerDetailsListFx,
  contract: zodContract(CustomerDetailsListContract),
  name: 'customerDetailsList',
});

concurrency(customersWithActivePolicyQuery, { strategy: 'TAKE_LATEST' });
concurrency(customerDetailsQuery, { strategy: 'TAKE_LATEST' });
concurrency(customerDetailsListQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [customersWithActivePolicyQuery.reset, customerDetailsQuery.reset, customerDetailsListQuery.reset] });
