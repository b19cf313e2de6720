import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createEffect, sample } from 'effector';
import { z } from 'zod';
import { createRequestEffect, userChanged } from '@/shared/api';

/** "GET Policy/GetActivePolicyNumber, optional customerNumber": the running policy's number; null (a 204) when none runs. */
export const activePolicyNumberFx = createRequestEffect((customerNumber: string | undefined) => ({
  method: 'GET',
  path: 'Policy/GetActivePolicyNumber',
  searchParams: { customerNumber },
}));

export const ActivePolicyNumbersContract = z.array(z.object({ customerNumber: z.string(), policyNumber: z.string().regex(/^\d+$/).nullable() }));
export type ActivePolicyNumber = z.infer<typeof ActivePolicyNumbersContract>[number];

/** The running policy numbers of several persons at once (one call each, in parallel; effects called from an effect keep the caller's scope). */
export const activePolicyNumbersFx = createEffect((customerNumbers: string[]) =>
  Promise.all(customerNumbers.map(async (customerNumber) => ({ customerNumber, policyNumber: await activePolicyNumberFx(customerNumber) }))),
);

export const activePolicyNumbersQuery = createQuery({
  effect: activePolicyNumbersFx,
  contract: zodContract(ActivePolicyNumbersContract),
  name: 'activePolicyNumbers',
});

concurrency(activePolicyNumbersQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [activePolicyNumbersQuery.reset] });
