import { documentListFx, recentUnreadDocumentCountFx, unreadDocumentCountFx } from '@/entities/document';
import { routes } from '@/shared/routing';
import type { MessageDocument } from '@portal/domain';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { filterFromQuery } from '../lib/filter-query';
import {
  $documentTypeOptions,
  $filter,
  $folderLinks,
  $folderName,
  $insuredOptions,
  $listStatus,
  $shownMessages,
  $years,
  documentTypeToggled,
  filtersCleared,
  readTodayFx,
  replaceAddressFx,
  unreadOnlyChanged,
  yearChosen,
} from './message-box-page';

const today = new Date(2026, 5, 15, 10, 0);

function message(documentID: string, fields: Partial<MessageDocument>): MessageDocument {
  return {
    createdAt: '2026-06-01T06:45:00.000Z',
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
    hasBeenRead: true,
    label: 'zorgzaam',
    name: documentID,
    policyNumber: '123412341234',
    productType: null,
    publicationDate: '2026-06-01T07:30:00.000Z',
    contractCode: 'ZZA01',
    guidName: `guid-${documentID}`,
    ...fields,
  };
}

const MAILBOX = [
  message('premium-2026', { hasBeenRead: false }),
  message('policy-2026', { docType: 'Polisblad', documentCluster: 'Polis', publicationDate: '2026-01-02T07:30:00.000Z' }),
  message('child-2025', { docType: 'Declaratieoverzicht', documentCluster: 'Zorgkosten', customerNumber: '103', customerInitials: 'L.', publicationDate: '2025-09-01T07:30:00.000Z', hasBeenRead: false }),
  message('policy-2022', { docType: 'Polisblad', documentCluster: 'Polis', publicationDate: '2022-01-03T07:30:00.000Z' }),
  message('letter-2020', { docType: 'Brief', documentCluster: 'Algemeen', publicationDate: '2020-03-01T07:30:00.000Z' }),
];

function scopeWithMailbox(messages: MessageDocument[] | Error = MAILBOX) {
  const navigate = vi.fn();
  const scope = fork({
    handlers: [
      [readTodayFx, () => today],
      [documentListFx, () => (messages instanceof Error ? Promise.reject(messages) : messages)],
      [unreadDocumentCountFx, () => ({ unreadDocumentCount: 2 })],
      [recentUnreadDocumentCountFx, () => ({ unreadDocumentCount: 1 })],
      [replaceAddressFx, (url: string) => {
        navigate(url);
      }],
    ],
  });
  return { scope, navigate };
}

const shownIds = (scope: ReturnType<typeof fork>) => scope.getState($shownMessages).map((entry) => entry.documentID);

describe('the message box page in a forked scope', () => {
  test('opening berichtenbox loads the messages of the five calendar years, newest first', async () => {
    const { scope } = scopeWithMailbox();
    expect(scope.getState($listStatus)).toBe('loading');
    await allSettled(routes['message-box'].opened, { scope, params: { params: {}, query: {} } });
    expect(scope.getState($listStatus)).toBe('ready');
    expect(scope.getState($years)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(shownIds(scope)).toEqual(['premium-2026', 'policy-2026', 'child-2025', 'policy-2022']);
    expect(scope.getState($documentTypeOptions)).toEqual(['Declaratieoverzicht', 'Polisblad', 'Premienota']);
    expect(scope.getState($insuredOptions).map((person) => person.name)).toEqual(['J. de Vries', 'L. de Vries']);
  });

  test('the filters come from the address: ?jaar=2026&ongelezen=ja', async () => {
    const { scope } = scopeWithMailbox();
    await allSettled(routes['message-box'].opened, { scope, params: { params: {}, query: { jaar: '2026', ongelezen: 'ja' } } });
    expect(scope.getState($filter)).toMatchObject({ year: 2026, unreadOnly: true });
    expect(shownIds(scope)).toEqual(['premium-2026']);
  });

  test('berichtenbox/{cluster}: one folder, named as the messages name it', async () => {
    const { scope } = scopeWithMailbox();
    await allSettled(routes['message-box-cluster'].opened, { scope, params: { params: { cluster: 'polis' }, query: {} } });
    expect(shownIds(scope)).toEqual(['policy-2026', 'policy-2022']);
    expect(scope.getState($folderName)).toBe('Polis');
    expect(scope.getState($documentTypeOptions)).toEqual(['Polisblad']);
  });

  test.for([
    { name: 'a year', act: yearChosen, params: 2025 as number | boolean | string | undefined, to: '/berichtenbox?jaar=2025&soort=Premienota' },
    { name: 'unread only', act: unreadOnlyChanged, params: true, to: '/berichtenbox?jaar=2026&ongelezen=ja&soort=Premienota' },
    { name: 'a document type', act: documentTypeToggled, params: 'Brief', to: '/berichtenbox?jaar=2026&soort=Premienota%2CBrief' },
    { name: 'a document type again: off', act: documentTypeToggled, params: 'Premienota', to: '/berichtenbox?jaar=2026' },
    { name: 'clearing', act: filtersCleared, params: undefined, to: '/berichtenbox' },
  ])('choosing $name puts the filters in the address, without a navigation', async ({ act, params, to }) => {
    const { scope, navigate } = scopeWithMailbox();
    await allSettled(routes['message-box'].opened, { scope, params: { params: {}, query: { jaar: '2026', soort: 'Premienota' } } });
    await allSettled(act as typeof yearChosen, { scope, params: params as number });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(to);
    expect(filterFromQuery(Object.fromEntries(new URL(to, 'http://localhost').searchParams), scope.getState($years))).toEqual(scope.getState($filter));
  });

  test('the list follows the filters at once', async () => {
    const { scope } = scopeWithMailbox();
    await allSettled(routes['message-box'].opened, { scope, params: { params: {}, query: {} } });
    await allSettled(yearChosen, { scope, params: 2025 });
    expect(shownIds(scope)).toEqual(['child-2025']);
    await allSettled(filtersCleared, { scope });
    expect(shownIds(scope)).toHaveLength(4);
  });

  test('the back and forward buttons (an update of the route) read the address again', async () => {
    const { scope } = scopeWithMailbox();
    await allSettled(routes['message-box'].opened, { scope, params: { params: {}, query: {} } });
    await allSettled(routes['message-box'].updated, { scope, params: { params: {}, query: { jaar: '2022' } } });
    expect(shownIds(scope)).toEqual(['policy-2022']);
  });

  test('in a folder the filters stay in that folder; the folder links keep all but the types', async () => {
    const { scope, navigate } = scopeWithMailbox();
    await allSettled(routes['message-box-cluster'].opened, { scope, params: { params: { cluster: 'polis' }, query: { soort: 'Polisblad' } } });
    await allSettled(yearChosen, { scope, params: 2022 });
    expect(navigate).toHaveBeenCalledWith('/berichtenbox/polis?jaar=2022&soort=Polisblad');
    expect(shownIds(scope)).toEqual(['policy-2022']);
    expect(scope.getState($folderLinks)).toEqual([
      { folder: null, url: '/berichtenbox?jaar=2022' },
      { folder: 'Financieel', url: '/berichtenbox/financieel?jaar=2022' },
      { folder: 'Polis', url: '/berichtenbox/polis?jaar=2022' },
      { folder: 'Zorgkosten', url: '/berichtenbox/zorgkosten?jaar=2022' },
    ]);
  });

  test('a list that cannot be loaded says so', async () => {
    const { scope } = scopeWithMailbox(new Error('down'));
    await allSettled(routes['message-box'].opened, { scope, params: { params: {}, query: {} } });
    expect(scope.getState($listStatus)).toBe('failed');
    expect(shownIds(scope)).toEqual([]);
  });
});
