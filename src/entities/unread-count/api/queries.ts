import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { UnreadDocumentCountContract } from './contract';

const unreadDocumentCountFx = createRequestEffect((dateOnly: string | null) => ({
  method: 'GET',
  path: 'Document/GetUnreadDocumentCount',
  searchParams: { dateOnly },
}));

/** "Unread counters" (spec 01 §7): all unread documents. */
export const unreadDocumentCountQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Document/GetUnreadDocumentCount' })),
  contract: zodContract(UnreadDocumentCountContract),
  name: 'unreadDocumentCount',
});

/** The unread documents published on or after `dateOnly`, the date six months ago (sixMonthsAgoDateOnly). */
export const recentUnreadDocumentCountQuery = createQuery({
  effect: unreadDocumentCountFx,
  contract: zodContract(UnreadDocumentCountContract),
  name: 'recentUnreadDocumentCount',
});

concurrency(unreadDocumentCountQuery, { strategy: 'TAKE_LATEST' });
concurrency(recentUnreadDocumentCountQuery, { strategy: 'TAKE_LATEST' });
