import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { PersonCoverageContract, ProductsCoverageContract } from './contract';

/** Issue 34 (proposed addition): "GET Coverage/GetCoverageForPerson with customerNumber, year". */
export const personCoverageFx = createRequestEffect((params: { customerNumber: string; year: number }) => ({
  method: 'GET',
  path: 'Coverage/GetCoverageForPerson',
  searchParams: { customerNumber: params.customerNumber, year: params.year },
}));

export const personCoverageQuery = createQuery({
  effect: personCoverageFx,
  contract: zodContract(PersonCoverageContract),
  name: 'personCoverage',
});

concurrency(personCoverageQuery, { strategy: 'TAKE_LATEST' });
// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [personCoverageQuery.reset] });

/**
 * Issue 34 point 4 (proposed addition): "GET Coverage/GetCoverageForProducts
 * with year, productIds": the coverage catalogue of the packages on the policy
 * edit screen, so a swapped package shows its difference at once.
 */
export const productsCoverageQuery = createQuery({
  effect: createRequestEffect((params: { year: number; productIds: readonly string[] }) => ({
    method: 'GET',
    path: 'Coverage/GetCoverageForProducts',
    searchParams: { year: params.year, productIds: params.productIds.join(',') },
  })),
  contract: zodContract(ProductsCoverageContract),
  name: 'productsCoverage',
});

concurrency(productsCoverageQuery, { strategy: 'TAKE_LATEST' });
