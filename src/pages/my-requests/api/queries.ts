import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect, userChanged } from '@/shared/api';
import type { RequestKind, RequestStatus } from '@portal/domain';
import { sample } from 'effector';
import { RequestHistoryContract, type RequestHistoryItemAnswer } from './contract';

/** A request as the page shows it. */
export interface SentRequest {
  requestId: string;
  kind: RequestKind;
  flow: string | null;
  customerNumber: string;
  personName: string;
  /** ISO timestamp or yyyy-MM-dd */
  receivedAt: string;
  /** yyyy-MM-dd */
  handledBy: string;
  status: RequestStatus;
}

const toSentRequest = (item: RequestHistoryItemAnswer): SentRequest => ({
  requestId: item.requestId,
  kind: item.kind,
  flow: item.flow,
  customerNumber: item.customerNumber,
  personName: item.fullName,
  receivedAt: item.receivedAt,
  handledBy: item.handledBy,
  status: item.status,
});

/** GET Request/GetRequests: the requests sent besides claims, about every person the user may see, newest first. */
export const myRequestsQuery = createQuery({
  effect: createRequestEffect(() => ({ method: 'GET', path: 'Request/GetRequests' })),
  contract: zodContract(RequestHistoryContract),
  mapData: ({ result }: { result: RequestHistoryItemAnswer[] }): SentRequest[] => result.map(toSentRequest),
  name: 'myRequests',
});

concurrency(myRequestsQuery, { strategy: 'TAKE_LATEST' });

// a person's data goes when the session's person changes
sample({ clock: userChanged, target: myRequestsQuery.reset });
