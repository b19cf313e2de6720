import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { z } from 'zod';
import { createRequestEffect, userChanged } from '@/shared/api';

/** An agreement on which the user has the asked role (spec 02 §7 "GET Agreement/GetAgreementsByRoleAndFilter"). */
export const AgreementByRoleContract = z.object({
  agreementId: z.string(),
  agreementIdNumber: z.string(),
  contractCode: z.string(),
  hasBasicInsurance: z.boolean(),
  /** the user's role on it: H main insured, M co-insured, P partner */
  role: z.enum(['H', 'M', 'P']),
  hasAgreementEnded: z.boolean(),
});
export const AgreementsByRoleContract = z.array(AgreementByRoleContract);
export type AgreementByRole = z.infer<typeof AgreementByRoleContract>;

export interface AgreementRoleFilter {
  roles: readonly ('H' | 'M' | 'P')[];
  /** true: running today; false: ended; absent: both */
  active?: boolean;
}

/** "GET Agreement/GetAgreementsByRoleAndFilter with role and active filters" (spec 02 §7). */
export const agreementsByRoleAndFilterQuery = createQuery({
  effect: createRequestEffect(({ roles, active }: AgreementRoleFilter) => ({
    method: 'GET',
    path: 'Agreement/GetAgreementsByRoleAndFilter',
    searchParams: { role: roles.join(','), active },
  })),
  contract: zodContract(AgreementsByRoleContract),
  name: 'agreementsByRoleAndFilter',
});

concurrency(agreementsByRoleAndFilterQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [agreementsByRoleAndFilterQuery.reset] });
