import type { ApiRequest } from '@/shared/api';
import type { MessageDocument } from '@portal/domain';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { documentListFx, documentListQuery, recentUnreadDocumentCountFx, unreadDocumentCountFx } from '../api/queries';
import { $messages, $unreadCounters, messageRead, readTodayFx, unreadCountersRequested } from './messages';

const today = new Date(2026, 5, 15, 10, 0);

function message(documentID: string, publicationDate: string, hasBeenRead: boolean): MessageDocument {
  return {
    createdAt: publicationDate,
    customerInitials: 'J.',
    customerLastName: 'de Vries',
    customerBirthDate: '1984-02-01',
    customerNumber: '100',
    customerGender: 'M',
    docType: 'Premienota',
    docTypeID: 4,
    documentCluster: 'Financieel',
    documentID,
    documentName: `${documentID}.pdf`,
    extension: 'pdf',
    hasBeenRead,
    label: 'zorgzaam',
    name: 'Premienota juni 2026',
    policyNumber: '123412341234',
    productType: null,
    publicationDate,
    contractCode: 'ZZA01',
    guidName: `guid-${documentID}`,
  };
}

const recentUnread = message('recent', '2026-06-01T07:30:00.000Z', false);
const oldUnread = message('old', '2025-11-01T07:30:00.000Z', false);
const alreadyRead = message('read', '2026-05-01T07:30:00.000Z', true);

/** The backend's counts: 2 unread, 1 of them since dateOnly. */
function scopeWithBackend() {
  const countCalls: (string | null)[] = [];
  const scope = fork({
    handlers: [
      [readTodayFx, () => today],
      [documentListFx, () => [recentUnread, oldUnread, alreadyRead]],
      [
        unreadDocumentCountFx,
        () => {
          countCalls.push(null);
          return { unreadDocumentCount: 2 };
        },
      ],
      [
        recentUnreadDocumentCountFx,
        // an attached request effect's handler gets the source (none) and the request
        (_: unknown, request: ApiRequest) => {
          countCalls.push(String(request.searchParams?.['dateOnly']));
          return { unreadDocumentCount: 1 };
        },
      ],
    ],
  });
  return { scope, countCalls };
}

async function loaded() {
  const backend = scopeWithBackend();
  await allSettled(unreadCountersRequested, { scope: backend.scope });
  await allSettled(documentListQuery.start, { scope: backend.scope });
  return backend;
}

describe('the unread counters in a forked scope', () => {
  test('both counters load; the 6-month one with dateOnly, the date six months ago', async () => {
    const { scope, countCalls } = await loaded();
    expect(countCalls.sort()).toEqual(['2025-12-15', null].sort());
    expect(scope.getState($unreadCounters)).toEqual({ unread: 2, unreadLast6Months: 1 });
  });

  test('null until both are loaded', () => {
    expect(fork().getState($unreadCounters)).toBeNull();
  });

  // "Marking a message read decrements the unread counter, and also the 6-month counter when published within 6 months."
  test.for([
    { name: 'a recent unread message: both drop', read: recentUnread, counters: { unread: 1, unreadLast6Months: 0 } },
    { name: 'an older unread message: only the total drops', read: oldUnread, counters: { unread: 1, unreadLast6Months: 1 } },
    { name: 'a message already read: nothing changes', read: alreadyRead, counters: { unread: 2, unreadLast6Months: 1 } },
  ])('$name', async ({ read, counters }) => {
    const { scope } = await loaded();
    await allSettled(messageRead, { scope, params: read });
    expect(scope.getState($unreadCounters)).toEqual(counters);
    expect(scope.getState($messages).find((entry) => entry.documentID === read.documentID)?.hasBeenRead).toBe(true);
  });

  test('opening the same message twice lowers the counters once', async () => {
    const { scope } = await loaded();
    await allSettled(messageRead, { scope, params: recentUnread });
    await allSettled(messageRead, { scope, params: recentUnread });
    expect(scope.getState($unreadCounters)).toEqual({ unread: 1, unreadLast6Months: 0 });
    expect(scope.getState($messages).filter((entry) => !entry.hasBeenRead).map((entry) => entry.documentID)).toEqual(['old']);
  });

  test('a message read before the counters are known changes only the list', async () => {
    const scope = fork({ handlers: [[documentListFx, () => [recentUnread]]] });
    await allSettled(documentListQuery.start, { scope });
    await allSettled(messageRead, { scope, params: recentUnread });
    expect(scope.getState($unreadCounters)).toBeNull();
    expect(scope.getState($messages)[0]?.hasBeenRead).toBe(true);
  });

  test('a refresh asks the backend again', async () => {
    const { scope, countCalls } = await loaded();
    await allSettled(messageRead, { scope, params: recentUnread });
    await allSettled(unreadCountersRequested, { scope });
    expect(countCalls).toHaveLength(4);
    expect(scope.getState($unreadCounters)).toEqual({ unread: 2, unreadLast6Months: 1 });
  });

  test('a failed count leaves the counters unknown', async () => {
    const scope = fork({
      handlers: [
        [readTodayFx, () => today],
        [unreadDocumentCountFx, vi.fn().mockRejectedValue(new Error('down'))],
        [recentUnreadDocumentCountFx, () => ({ unreadDocumentCount: 1 })],
      ],
    });
    await allSettled(unreadCountersRequested, { scope });
    expect(scope.getState($unreadCounters)).toBeNull();
  });
});
