import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { CustomersWithPoliciesContract } from './contract';

/**
 * The persons the user may see, chosen by their policies (spec 02 §7
 * "Customer"; the server applies the privacy rule, spec 02 §1). Each answer
 * carries only the chosen policies.
 */

export interface PolicyYearKey {
  year: number;
  /** only the offered year: who the offer is for */
  checkForOffer: boolean;
}

/** GET Customer/GetAllCustomersWithPolicyForYear with year, checkForOffer. */
export const customersWithPolicyForYearQuery = createQuery({
  effect: createRequestEffect(({ year, checkForOffer }: PolicyYearKey) => ({
    method: 'GET',
    path: 'Customer/GetAllCustomersWithPolicyForYear',
    searchParams: { year, checkForOffer },
  })),
  contract: zodContract(CustomersWithPoliciesContract),
  name: 'customersWithPolicyForYear',
});

/** GET Customer/getAllCustomersWithActiveInsuranceCard: the persons whose card is valid today. */
export const customersWithActiveInsuranceCardQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Customer/getAllCustomersWithActiveInsuranceCard' })),
  contract: zodContract(CustomersWithPoliciesContract),
  name: 'customersWithActiveInsuranceCard',
});

/** GET Customer/GetAllCustomersWithPolicy: the persons with a policy in any year, each with all of them. */
export const customersWithPolicyQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Customer/GetAllCustomersWithPolicy' })),
  contract: zodContract(CustomersWithPoliciesContract),
  name: 'customersWithPolicy',
});

/** GET Customer/GetAllCustomersWithPolicyInPast: the persons with a policy in an earlier year, each with those. */
export const customersWithPolicyInPastQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Customer/GetAllCustomersWithPolicyInPast' })),
  contract: zodContract(CustomersWithPoliciesContract),
  name: 'customersWithPolicyInPast',
});

const queries = [customersWithPolicyForYearQuery, customersWithActiveInsuranceCardQuery, customersWithPolicyQuery, customersWithPolicyInPastQuery];
for (const query of queries) concurrency(query, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: queries.map((query) => query.reset) });
