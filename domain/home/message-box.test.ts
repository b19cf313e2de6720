import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  NO_MESSAGE_BOX_FILTER,
  filterMessages,
  markMessageRead,
  messageBoxClusters,
  messageBoxDocumentTypes,
  messageBoxInsured,
  messageBoxYears,
  messagesInCluster,
} from './message-box';

const today = new Date(2025, 5, 15);
const messages = [
  { documentID: '1', publicationDate: '2025-06-01T07:30:00.000Z', hasBeenRead: false, docType: 'Polisblad', customerNumber: 'main' },
  { documentID: '2', publicationDate: '2024-03-01T07:30:00.000Z', hasBeenRead: true, docType: 'Premienota', customerNumber: 'main' },
  { documentID: '3', publicationDate: '2024-11-01T07:30:00.000Z', hasBeenRead: false, docType: 'Premienota', customerNumber: 'child' },
  { documentID: '4', publicationDate: '2021-01-05T07:30:00.000Z', hasBeenRead: false, docType: 'Brief', customerNumber: 'main' },
  { documentID: '5', publicationDate: '2020-12-31T07:30:00.000Z', hasBeenRead: false, docType: 'Brief', customerNumber: 'main' },
];

describe('message box', () => {
  // "message box shows 5 calendar years"
  test('the year options are this year and the four before', () => {
    expect(messageBoxYears(today)).toEqual([2025, 2024, 2023, 2022, 2021]);
  });

  // "Filters: year, unread only, document types, insured."
  test.for([
    { name: 'no filter: five calendar years', filter: {}, shown: ['1', '2', '3', '4'] },
    { name: 'year 2024', filter: { year: 2024 }, shown: ['2', '3'] },
    { name: 'a year outside the box', filter: { year: 2020 }, shown: [] },
    { name: 'unread only', filter: { unreadOnly: true }, shown: ['1', '3', '4'] },
    { name: 'premium notes', filter: { documentTypes: ['Premienota'] }, shown: ['2', '3'] },
    { name: 'two types', filter: { documentTypes: ['Premienota', 'Brief'] }, shown: ['2', '3', '4'] },
    { name: 'the child', filter: { insured: ['child'] }, shown: ['3'] },
    { name: 'all filters at once', filter: { year: 2024, unreadOnly: true, documentTypes: ['Premienota'], insured: ['child', 'main'] }, shown: ['3'] },
  ])('$name', ({ filter, shown }) => {
    expect(filterMessages(messages, { ...NO_MESSAGE_BOX_FILTER, ...filter }, today).map((message) => message.documentID)).toEqual(shown);
  });

  // the server files a message under the year it was published in the Netherlands, and its PDF is dated so
  test('a message published at 00:30 on New Year\'s Day in the Netherlands (31 December in UTC and Los Angeles) is of the new year', () => {
    const newYear = [{ documentID: '6', publicationDate: '2024-12-31T23:30:00.000Z', hasBeenRead: false, docType: 'Brief', customerNumber: 'main' }];
    expect(filterMessages(newYear, { ...NO_MESSAGE_BOX_FILTER, year: 2025 }, today)).toHaveLength(1);
    expect(filterMessages(newYear, { ...NO_MESSAGE_BOX_FILTER, year: 2024 }, today)).toHaveLength(0);
  });

  test('property: adding a filter never shows more messages', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(2021, 2022, 2024, 2025)),
        fc.boolean(),
        fc.subarray(['Polisblad', 'Premienota', 'Brief']),
        fc.subarray(['main', 'child']),
        (year, unreadOnly, documentTypes, insured) => {
          const all = filterMessages(messages, NO_MESSAGE_BOX_FILTER, today);
          const some = filterMessages(messages, { year, unreadOnly, documentTypes, insured }, today);
          expect(all).toEqual(expect.arrayContaining(some));
          expect(some.length).toBeLessThanOrEqual(all.length);
        },
      ),
    );
  });

  test('document type options', () => {
    expect(messageBoxDocumentTypes(messages)).toEqual(['Brief', 'Polisblad', 'Premienota']);
  });

  // "Opening a message marks it read."
  test('opening a message marks only that one read', () => {
    const after = markMessageRead(messages, '3');
    expect(after.map((message) => message.hasBeenRead)).toEqual([false, true, true, false, false]);
    expect(after[0]).toBe(messages[0]);
  });

  // "berichtenbox, berichtenbox/{cluster}" (spec 01 §2)
  const filed = [
    { documentID: 'a', documentCluster: 'Polis' },
    { documentID: 'b', documentCluster: 'Financieel' },
    { documentID: 'c', documentCluster: 'Polis' },
    { documentID: 'd', documentCluster: 'Zorgkosten' },
  ];

  test('the folders are the clusters present, each once', () => {
    expect(messageBoxClusters(filed)).toEqual(['Financieel', 'Polis', 'Zorgkosten']);
  });

  test.for([
    { name: 'no folder: every message', cluster: null, shown: ['a', 'b', 'c', 'd'] },
    { name: 'the folder of the path, any case', cluster: 'polis', shown: ['a', 'c'] },
    { name: 'as the cluster is written', cluster: 'Financieel', shown: ['b'] },
    { name: 'a folder that does not exist', cluster: 'onbekend', shown: [] },
  ])('folder: $name', ({ cluster, shown }) => {
    expect(messagesInCluster(filed, cluster).map((message) => message.documentID)).toEqual(shown);
  });

  test('the insured options: each person once, by name', () => {
    const about = [
      { customerNumber: '2', customerInitials: 'L.', customerLastName: 'de Vries' },
      { customerNumber: '1', customerInitials: 'J.P.', customerLastName: 'de Vries' },
      { customerNumber: '2', customerInitials: 'L.', customerLastName: 'de Vries' },
    ];
    expect(messageBoxInsured(about)).toEqual([
      { customerNumber: '1', name: 'J.P. de Vries' },
      { customerNumber: '2', name: 'L. de Vries' },
    ]);
  });
});
