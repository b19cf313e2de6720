import { $messages, documentListFx, documentListQuery, type GenericDocument } from '@/entities/document';
import { ApiError } from '@/shared/api';
import { $notices } from '@/shared/notices';
import type { MessageDocument } from '@portal/domain';
import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { downloadGenericDocumentFx, downloadInsuranceCardFx, downloadInvoiceAttachmentFx, downloadMessageFx } from '../api/download';
import {
  $pendingDocumentIds,
  genericDocumentDownloadRequested,
  insuranceCardDownloadRequested,
  invoiceAttachmentDownloadRequested,
  messageDownloadRequested,
  saveFileFx,
} from './download';

const message: MessageDocument = {
  createdAt: '2026-06-01T06:45:00.000Z',
  customerInitials: 'J.',
  customerLastName: 'de Vries',
  customerBirthDate: '1984-02-01',
  customerNumber: '100',
  customerGender: 'M',
  docType: 'Premienota',
  docTypeID: 4,
  documentCluster: 'Financieel',
  documentID: '123456789',
  documentName: 'premienota-juni-2026.pdf',
  extension: 'pdf',
  hasBeenRead: false,
  label: 'zorgzaam',
  name: 'Premienota juni 2026',
  policyNumber: '123412341234',
  productType: null,
  publicationDate: '2026-06-01T07:30:00.000Z',
  contractCode: 'ZZA01',
  guidName: 'guid',
};

const conditions: GenericDocument = {
  contractCode: 'ZZA01',
  documentID: 'G1202601',
  documentName: 'polisvoorwaarden-2026.pdf',
  name: 'Polisvoorwaarden Zorgzaam Basis Vrije Keuze 2026',
  docType: 'Polisvoorwaarden',
  year: 2026,
};

const pdf = () => new Blob(['%PDF-1.4 …'], { type: 'application/pdf' });

function scopeAnswering(answer: () => unknown) {
  const saveFile = vi.fn();
  const scope = fork({
    handlers: [
      [documentListFx, () => [message]],
      [downloadMessageFx, answer],
      [downloadGenericDocumentFx, answer],
      [downloadInvoiceAttachmentFx, answer],
      [downloadInsuranceCardFx, answer],
      [saveFileFx, saveFile],
    ],
  });
  return { scope, saveFile };
}

const shownNotices = (scope: ReturnType<typeof fork>) =>
  scope.getState($notices).map((notice) => [notice.messageKey, notice.values?.['error']]);

describe('downloading a document in a forked scope', () => {
  test('a message: the file is saved under its name and the message counts as read', async () => {
    const { scope, saveFile } = scopeAnswering(pdf);
    await allSettled(documentListQuery.start, { scope });
    await allSettled(messageDownloadRequested, { scope, params: message });
    // under what it is, as the user saw it: its name, not the server's slug or its id
    expect(saveFile).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ fileName: 'Premienota juni 2026.pdf', file: expect.any(Blob) }));
    expect(scope.getState($messages)[0]?.hasBeenRead).toBe(true);
    expect(scope.getState($notices)).toEqual([]);
    expect(scope.getState($pendingDocumentIds)).toEqual([]);
  });

  test('a reimbursement document is saved under its name', async () => {
    const { scope, saveFile } = scopeAnswering(pdf);
    await allSettled(genericDocumentDownloadRequested, { scope, params: conditions });
    expect(saveFile).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ fileName: 'Polisvoorwaarden Zorgzaam Basis Vrije Keuze 2026.pdf' }));
  });

  test.for([
    { case: 'linked from the coverage by its id alone', document: { documentID: 'G1202603', name: 'Polisvoorwaarden Aanvullende verzekeringen 2026' }, fileName: 'Polisvoorwaarden Aanvullende verzekeringen 2026.pdf' },
    { case: 'a name with a slash', document: { documentID: 'G1', name: 'Vergoedingen 2025/2026' }, fileName: 'Vergoedingen 2025-2026.pdf' },
  ])('a document $case is saved under a safe file name that says what it is', async ({ document, fileName }) => {
    const { scope, saveFile } = scopeAnswering(pdf);
    await allSettled(genericDocumentDownloadRequested, { scope, params: document });
    expect(saveFile).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ fileName }));
  });

  test("an invoice keeps the server's file name; an insurance card is named after whose it is", async () => {
    const { scope, saveFile } = scopeAnswering(pdf);
    await allSettled(invoiceAttachmentDownloadRequested, { scope, params: { invoiceNumber: '2026123456', attachments: [{ fileName: 'factuur-2026123456.pdf' }] } });
    await allSettled(insuranceCardDownloadRequested, { scope, params: { customerNumber: '100', documentID: 'zorgpas-100', name: 'Zorgpas en EHIC van Cas Kok' } });
    expect(saveFile.mock.calls.map(([saved]) => (saved as { fileName: string }).fileName)).toEqual(['factuur-2026123456.pdf', 'Zorgpas en EHIC van Cas Kok.pdf']);
  });

  // "Download failure … also shown for 'Request failed' or an empty 204"
  test.for([
    { name: 'an empty 204', answer: () => null, code: '204' },
    { name: 'an empty file', answer: () => new Blob([]), code: '204' },
    { name: 'a 404', answer: () => Promise.reject(new ApiError(404, 'Document/GetDocument', 'Document not found: 1')), code: '404' },
    { name: 'no connection', answer: () => Promise.reject(new TypeError('Failed to fetch')), code: 'Request failed' },
  ])('$name: the download-failure text, nothing saved, the message stays unread', async ({ answer, code }) => {
    const { scope, saveFile } = scopeAnswering(answer);
    await allSettled(documentListQuery.start, { scope });
    await allSettled(messageDownloadRequested, { scope, params: message });
    expect(saveFile).not.toHaveBeenCalled();
    expect(shownNotices(scope)).toEqual([['errors.download', code]]);
    expect(scope.getState($messages)[0]?.hasBeenRead).toBe(false);
    expect(scope.getState($pendingDocumentIds)).toEqual([]);
  });

  test('a 401 leaves the message to the shell (the session ends)', async () => {
    const { scope } = scopeAnswering(() => Promise.reject(new ApiError(401, 'Document/GetDocument', null)));
    await allSettled(genericDocumentDownloadRequested, { scope, params: conditions });
    expect(shownNotices(scope)).toEqual([]);
  });

  test('while the file comes in, the document is pending', async () => {
    let deliver: (file: Blob) => void = () => {};
    const { scope } = scopeAnswering(() => new Promise<Blob>((resolve) => (deliver = resolve)));
    const settled = allSettled(genericDocumentDownloadRequested, { scope, params: conditions });
    await vi.waitFor(() => expect(scope.getState($pendingDocumentIds)).toEqual(['G1202601']));
    deliver(pdf());
    await settled;
    expect(scope.getState($pendingDocumentIds)).toEqual([]);
  });
});
