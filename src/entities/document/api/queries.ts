import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { sample } from 'effector';
import { createRequestEffect, userChanged } from '@/shared/api';
import {
  DocumentListContract,
  GenericDocumentListContract,
  UnreadDocumentCountContract,
  type DocumentList,
  type GenericDocumentList,
  type UnreadDocumentCount,
} from './contract';
import type { GenericDocument } from '../model/generic-document';
import type { Message } from '../model/message';

export const documentListFx = createRequestEffect(() => ({ method: 'GET', path: 'Document/GetDocumentList' }));

export const genericDocumentListFx = createRequestEffect((year: number) => ({
  method: 'GET',
  path: 'Document/GetGenericDocumentList',
  searchParams: { year },
}));

/** Every unread message. */
export const unreadDocumentCountFx = createRequestEffect(() => ({ method: 'GET', path: 'Document/GetUnreadDocumentCount' }));

/** The unread messages published from dateOnly (yyyy-MM-dd) on. */
export const recentUnreadDocumentCountFx = createRequestEffect((dateOnly: string) => ({
  method: 'GET',
  path: 'Document/GetUnreadDocumentCount',
  searchParams: { dateOnly },
}));

/** GET Document/GetDocumentList: the user's messages. */
export const documentListQuery = createQuery({
  effect: documentListFx,
  contract: zodContract(DocumentListContract),
  mapData: ({ result }: { result: DocumentList }): Message[] => result,
  name: 'documentList',
});

/** GET Document/GetGenericDocumentList?year=: the reimbursement documents of a year; "204 means none". */
export const genericDocumentListQuery = createQuery({
  effect: genericDocumentListFx,
  contract: zodContract(GenericDocumentListContract),
  mapData: ({ result }: { result: GenericDocumentList }): GenericDocument[] => result ?? [],
  name: 'genericDocumentList',
});

/** GET Document/GetUnreadDocumentCount: every unread message. */
export const unreadDocumentCountQuery = createQuery({
  effect: unreadDocumentCountFx,
  contract: zodContract(UnreadDocumentCountContract),
  mapData: ({ result }: { result: UnreadDocumentCount }) => result.unreadDocumentCount,
  name: 'unreadDocumentCount',
});

/** GET Document/GetUnreadDocumentCount?dateOnly=: the unread messages published from that date (six months ago) on. */
export const recentUnreadDocumentCountQuery = createQuery({
  effect: recentUnreadDocumentCountFx,
  contract: zodContract(UnreadDocumentCountContract),
  mapData: ({ result }: { result: UnreadDocumentCount }) => result.unreadDocumentCount,
  name: 'recentUnreadDocumentCount',
});

concurrency(documentListQuery, { strategy: 'TAKE_LATEST' });
concurrency(genericDocumentListQuery, { strategy: 'TAKE_LATEST' });
concurrency(unreadDocumentCountQuery, { strategy: 'TAKE_LATEST' });
concurrency(recentUnreadDocumentCountQuery, { strategy: 'TAKE_LATEST' });

// A person's data goes when the session's person changes (spec 01 §4 "Logout … clears caches").
sample({ clock: userChanged, target: [documentListQuery.reset, genericDocumentListQuery.reset, unreadDocumentCountQuery.reset, recentUnreadDocumentCountQuery.reset] });
