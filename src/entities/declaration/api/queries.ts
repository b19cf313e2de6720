import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import { DeclarationsPreviewContract } from './contract';

export const declarationsPreviewQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Declaration/GetDeclarationsPreview' })),
  contract: zodContract(DeclarationsPreviewContract),
  name: 'declarationsPreview',
});

concurrency(declarationsPreviewQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [declarationsPreviewQuery.reset] });
