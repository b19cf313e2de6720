import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

// issue 15: what may change in the edit flow (spec 02 §7 "Agreement and payment")

export const AgreementMutabilityContract = z.array(z.object({ agreementId: z.string(), contractCode: z.string(), isMutable: z.boolean() }));

/** "POST Agreement/AgreementMutable with policyYear; answer: mutability per contract" */
export const agreementMutableQuery = createQuery({
  effect: createRequestEffect((policyYear: number) => ({ method: 'POST', path: 'Agreement/AgreementMutable', json: { policyYear } })),
  contract: zodContract(AgreementMutabilityContract),
  name: 'agreementMutable',
});
concurrency(agreementMutableQuery, { strategy: 'TAKE_LATEST' });

/** "GET CancellationServicePeriod/ValidateDate with date; boolean answer": a change starting on that date can be made now. */
export const validateDateQuery = createQuery({
  effect: createRequestEffect((date: string) => ({ method: 'GET', path: 'CancellationServicePeriod/ValidateDate', searchParams: { date } })),
  contract: zodContract(z.boolean()),
  name: 'validateServicePeriodDate',
});
concurrency(validateDateQuery, { strategy: 'TAKE_LATEST' });
