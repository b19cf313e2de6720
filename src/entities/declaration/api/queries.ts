import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { DeclarationsPreviewContract } from './contract';

export const declarationsPreviewQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Declaration/GetDeclarationsPreview' })),
  contract: zodContract(DeclarationsPreviewContract),
  name: 'declarationsPreview',
});

concurrency(declarationsPreviewQuery, { strategy: 'TAKE_LATEST' });
