import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isInvalidDataError } from '@farfetched/core';
import {
  documentListQuery,
  genericDocumentListQuery,
  recentUnreadDocumentCountQuery,
  unreadDocumentCountQuery,
  type GenericDocument,
  type Message,
} from '@/entities/document';
import { downloadGenericDocumentMutation, downloadMessageMutation } from '@/features/download-document/api/download';
import { downloadFailureCode } from '@/features/download-document/lib/download-failure';
import { ApiError } from '@/shared/api';
import { allSettled, createWatch, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { minimalPdf } from '../../../fake-backend/pdf';
import { payloadsOf } from './outcome';
import { AUTHORISED, EXAMPLE_BEARER, JSON_CONTENT_TYPE, boolean, createPact, eachLike, integer, messageStartingWith, regex, scopeFor, string } from './pact';

const pact = createPact();

const thisYear = new Date().getFullYear();

/** The ids the interactions use; the provider state gives a message of the right kind that id. */
const UNREAD_PREMIUM_NOTE = '900000001';
const MESSAGE_WITHOUT_FILE = '900000002';
const NOT_IN_MAILBOX = '900000009';

/** A message as the list answers it: the fields the portal reads, matched by type. */
const MESSAGE = {
  documentID: string('900000001'),
  documentName: string('premienota-november-2026.pdf'),
  name: string('Premienota november 2026'),
  docType: string('Premienota'),
  documentCluster: string('Financieel'),
  extension: string('pdf'),
  hasBeenRead: boolean(false),
  publicationDate: regex(/^\d{4}-\d{2}-\d{2}T.*/, '2026-11-20T07:30:00.000Z'),
  customerNumber: string('197389432'),
  customerInitials: string('C.B.'),
  customerLastName: string('Kok'),
};

const message = (documentID: string): Message => ({
  documentID,
  documentName: 'premienota-november-2026.pdf',
  name: 'Premienota november 2026',
  docType: 'Premienota',
  documentCluster: 'Financieel',
  extension: 'pdf',
  hasBeenRead: false,
  publicationDate: '2026-11-20T07:30:00.000Z',
  customerNumber: '197389432',
  customerInitials: 'C.B.',
  customerLastName: 'Kok',
});

/** An example PDF for the mock server; the provider's body is matched by its content type (binary bodies: PDF in, PDF out). */
function examplePdfFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pact-pdf-')), 'voorbeeld.pdf');
  writeFileSync(file, minimalPdf({ title: 'Premienota november 2026', lines: ['Voorbeeld'] }));
  return file;
}

/** The type and first bytes of a downloaded file: what the portal saves must be the PDF. */
async function fileOf(result: unknown): Promise<[string, string]> {
  if (!(result instanceof Blob)) throw new Error('the download answered no file');
  return [result.type, new TextDecoder().decode((await result.arrayBuffer()).slice(0, 5))];
}

function failuresOf(scope: Scope, unit: typeof downloadMessageMutation.finished.failure) {
  const failures: unknown[] = [];
  const unwatch = createWatch({ unit, scope, fn: ({ error }) => failures.push(error) });
  return { failures, unwatch };
}

describe('the message box against the API', () => {
  test('the messages of the user', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the document list')
      .withRequest('GET', '/api/Document/GetDocumentList', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(eachLike(MESSAGE)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(documentListQuery.start, { scope });
        expect(scope.getState(documentListQuery.$error)).toBeNull();
        expect(scope.getState(documentListQuery.$data)?.[0]).toMatchObject({ documentID: '900000001', hasBeenRead: false });
      });
  });

  test('the unread counter: every unread message', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the unread document count')
      .withRequest('GET', '/api/Document/GetUnreadDocumentCount', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ unreadDocumentCount: integer(7) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(unreadDocumentCountQuery.start, { scope });
        expect(scope.getState(unreadDocumentCountQuery.$data)).toBe(7);
      });
  });

  test('the 6-month counter: the unread messages from dateOnly on', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the unread document count since a date')
      .withRequest('GET', '/api/Document/GetUnreadDocumentCount', (request) =>
        request.headers(AUTHORISED).query({ dateOnly: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-05-25') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody({ unreadDocumentCount: integer(6) }))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(recentUnreadDocumentCountQuery.start, { scope, params: '2026-05-25' });
        expect(scope.getState(recentUnreadDocumentCountQuery.$data)).toBe(6);
      });
  });

  test('opening a message: its PDF', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in with an unread premium note', { documentId: UNREAD_PREMIUM_NOTE })
      .uponReceiving('a download of a message')
      .withRequest('GET', '/api/Document/GetDocument', (request) => request.headers(AUTHORISED).query({ documentId: UNREAD_PREMIUM_NOTE }))
      .willRespondWith(200, (response) => response.binaryFile('application/pdf', examplePdfFile()))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, downloadMessageMutation.finished.success, () =>
          allSettled(downloadMessageMutation.start, { scope, params: message(UNREAD_PREMIUM_NOTE) }),
        );
        expect(answers).toHaveLength(1);
        expect(await fileOf(answers[0]?.result)).toEqual(['application/pdf', '%PDF-']);
      });
  });

  test('a message whose file is missing: an empty 204, a failure', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in with a message whose file is missing', { documentId: MESSAGE_WITHOUT_FILE })
      .uponReceiving('a download of a message without a file')
      .withRequest('GET', '/api/Document/GetDocument', (request) => request.headers(AUTHORISED).query({ documentId: MESSAGE_WITHOUT_FILE }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const { failures, unwatch } = failuresOf(scope, downloadMessageMutation.finished.failure);
        await allSettled(downloadMessageMutation.start, { scope, params: message(MESSAGE_WITHOUT_FILE) });
        unwatch();
        expect(failures).toHaveLength(1);
        expect(isInvalidDataError({ error: failures[0] })).toBe(true);
        expect(downloadFailureCode(failures[0])).toBe('204');
      });
  });

  test('a message that is not in the mailbox: 404', async () => {
    await pact
      .addInteraction()
      .given('medeverzekerde is logged in and has no message with this id', { documentId: NOT_IN_MAILBOX })
      .uponReceiving('a download of a message that is not in the mailbox')
      .withRequest('GET', '/api/Document/GetDocument', (request) => request.headers(AUTHORISED).query({ documentId: NOT_IN_MAILBOX }))
      .willRespondWith(404, (response) => response.headers(JSON_CONTENT_TYPE).jsonBody(messageStartingWith('Document ', `Document ${NOT_IN_MAILBOX} is niet gevonden.`)))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const { failures, unwatch } = failuresOf(scope, downloadMessageMutation.finished.failure);
        await allSettled(downloadMessageMutation.start, { scope, params: message(NOT_IN_MAILBOX) });
        unwatch();
        expect(failures[0]).toBeInstanceOf(ApiError);
        expect((failures[0] as ApiError).status).toBe(404);
        expect(downloadFailureCode(failures[0])).toBe('404');
      });
  });
});

describe('the reimbursement documents against the API', () => {
  const conditions: GenericDocument = {
    documentID: `G1${thisYear}01`,
    documentName: `polisvoorwaarden-zorgzaam-basis-vrije-keuze-${thisYear}.pdf`,
    name: `Polisvoorwaarden Zorgzaam Basis Vrije Keuze ${thisYear}`,
    docType: 'Polisvoorwaarden',
    year: thisYear,
    contractCode: 'ZZA01',
  };

  test('the documents of a year', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the generic documents of this year')
      .withRequest('GET', '/api/Document/GetGenericDocumentList', (request) => request.headers(AUTHORISED).query({ year: String(thisYear) }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody(
          eachLike({
            documentID: string(conditions.documentID),
            documentName: string(conditions.documentName),
            name: string(conditions.name),
            docType: string('Polisvoorwaarden'),
            year: integer(thisYear),
            contractCode: string('ZZA01'),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(genericDocumentListQuery.start, { scope, params: thisYear });
        expect(scope.getState(genericDocumentListQuery.$data)?.[0]).toMatchObject({ docType: 'Polisvoorwaarden', year: thisYear, contractCode: 'ZZA01' });
      });
  });

  test('a year without documents: 204 means none', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a request for the generic documents of a year without any')
      .withRequest('GET', '/api/Document/GetGenericDocumentList', (request) => request.headers(AUTHORISED).query({ year: '2000' }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        await allSettled(genericDocumentListQuery.start, { scope, params: 2000 });
        expect(scope.getState(genericDocumentListQuery.$succeeded)).toBe(true);
        expect(scope.getState(genericDocumentListQuery.$data)).toEqual([]);
      });
  });

  test('a reimbursement document: its PDF', async () => {
    await pact
      .addInteraction()
      .given('hoofdverzekerde is logged in')
      .uponReceiving('a download of a generic document')
      .withRequest('GET', '/api/Document/GetGenericDocument', (request) => request.headers(AUTHORISED).query({ documentId: conditions.documentID }))
      .willRespondWith(200, (response) => response.binaryFile('application/pdf', examplePdfFile()))
      .executeTest(async (mockServer) => {
        const scope = await scopeFor(mockServer.url, EXAMPLE_BEARER);
        const answers = await payloadsOf(scope, downloadGenericDocumentMutation.finished.success, () =>
          allSettled(downloadGenericDocumentMutation.start, { scope, params: conditions }),
        );
        expect(answers).toHaveLength(1);
        expect(await fileOf(answers[0]?.result)).toEqual(['application/pdf', '%PDF-']);
      });
  });
});
