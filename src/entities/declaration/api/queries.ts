import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { DeclarationDetailContract, DeclarationsContract, DeclarationsPreviewContract } from './contract';

export const declarationsPreviewQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Declaration/GetDeclarationsPreview' })),
  contract: zodContract(DeclarationsPreviewContract),
  name: 'declarationsPreview',
});

concurrency(declarationsPreviewQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [declarationsPreviewQuery.reset] });

/** Issue 17: "GET Declaration/GetDeclarations with customerNumber, year". */
export const declarationsFx = createRequestEffect((params: { customerNumber: string; year: number }) => ({
  method: 'GET',
  path: 'Declaration/GetDeclarations',
  searchParams: { customerNumber: params.customerNumber, year: params.year },
}));

export const declarationsQuery = createQuery({
  effect: declarationsFx,
  contract: zodContract(DeclarationsContract),
  name: 'declarations',
});

/**
 * "GET Declaration/ReadAll" (spec 02 §7, no answer shape given): read as
 * every declaration the user may read (every person the privacy rule lets
 * them see, all years), in the item shape of GetDeclarations.
 */
export const allDeclarationsQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Declaration/ReadAll' })),
  contract: zodContract(DeclarationsContract),
  name: 'allDeclarations',
});

/** "GET Declaration with declarationId, optional recordId". */
export const declarationDetailFx = createRequestEffect((params: { declarationId: string; recordId: string }) => ({
  method: 'GET',
  path: 'Declaration',
  searchParams: { declarationId: params.declarationId, recordId: params.recordId },
}));

export const declarationDetailQuery = createQuery({
  effect: declarationDetailFx,
  contract: zodContract(DeclarationDetailContract),
  name: 'declarationDetail',
});

concurrency(declarationsQuery, { strategy: 'TAKE_LATEST' });
concurrency(declarationDetailQuery, { strategy: 'TAKE_LATEST' });
concurrency(allDeclarationsQuery, { strategy: 'TAKE_LATEST' });
sample({ clock: userChanged, target: [declarationsQuery.reset, declarationDetailQuery.reset, allDeclarationsQuery.reset] });
