import { messageRead, type Message } from '@/entities/document';
import type { Invoice } from '@/entities/invoice';
import { negativeNoticeShown } from '@/shared/notices';
import { documentFileName } from '@portal/domain';
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import {
  downloadGenericDocumentMutation,
  downloadInsuranceCardMutation,
  downloadInvoiceAttachmentMutation,
  downloadMessageMutation,
  type GenericDocumentFile,
  type InsuranceCardFile,
} from '../api/download';
import { downloadFailureCode, REQUEST_FAILED } from '../lib/download-failure';

/** The user opened a message: its file downloads, and then it counts as read. */
export const messageDownloadRequested = createEvent<Message>();
/** The user opened a reimbursement document (from the list, or linked from a contract card: issue 32 point 11). */
export const genericDocumentDownloadRequested = createEvent<GenericDocumentFile>();
/** The user downloads a person's insurance card (zorgpas-ehic). */
export const insuranceCardDownloadRequested = createEvent<InsuranceCardFile>();

/** Hands the file to the browser as a download under its own name. */
export const saveFileFx = createEffect(({ file, fileName }: { file: Blob; fileName: string }) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has read the file once the download started
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
});

/** The user asked for an invoice's PDF (the bills page). */
export const invoiceAttachmentDownloadRequested = createEvent<Pick<Invoice, 'invoiceNumber' | 'attachments'>>();

/** The pending key of an invoice's attachment (invoice numbers and document ids are different kinds of id). */
export const invoiceDownloadKey = (invoiceNumber: string) => `invoice:${invoiceNumber}`;

/** Documents whose download is under way (their buttons say so). */
export const $pendingDocumentIds = createStore<string[]>([])
  .on([messageDownloadRequested, genericDocumentDownloadRequested, insuranceCardDownloadRequested], (ids, { documentID }) => [...ids, documentID])
  .on(invoiceAttachmentDownloadRequested, (ids, { invoiceNumber }) => [...ids, invoiceDownloadKey(invoiceNumber)])
  .on(
    [downloadMessageMutation.finished.finally, downloadGenericDocumentMutation.finished.finally, downloadInsuranceCardMutation.finished.finally],
    (ids, { params }) =>
    withoutOne(ids, params.documentID),
  )
  .on(downloadInvoiceAttachmentMutation.finished.finally, (ids, { params }) => withoutOne(ids, invoiceDownloadKey(params.invoiceNumber)));

function withoutOne(ids: string[], id: string): string[] {
  const index = ids.indexOf(id);
  return index === -1 ? ids : ids.filter((_, position) => position !== index);
}

sample({ clock: messageDownloadRequested, target: downloadMessageMutation.start });
sample({ clock: genericDocumentDownloadRequested, target: downloadGenericDocumentMutation.start });
sample({ clock: invoiceAttachmentDownloadRequested, target: downloadInvoiceAttachmentMutation.start });
sample({ clock: insuranceCardDownloadRequested, target: downloadInsuranceCardMutation.start });

// The file is saved under what it is, in the words the user saw ('Premienota november 2026.pdf'), made safe
// for every system by the domain's rule; never under an id ('G1202603.pdf').
sample({
  clock: downloadMessageMutation.finished.success,
  fn: ({ params, result }) => ({ file: result, fileName: documentFileName(params.name, params.extension) }),
  target: saveFileFx,
});

sample({
  clock: [downloadGenericDocumentMutation.finished.success, downloadInsuranceCardMutation.finished.success],
  fn: ({ params, result }) => ({ file: result, fileName: documentFileName(params.name, 'pdf') }),
  target: saveFileFx,
});

// the invoice's attachment has the server's own file name ('factuur-2026123456.pdf'), safe like any other
sample({
  clock: downloadInvoiceAttachmentMutation.finished.success,
  fn: ({ params, result }) => ({ file: result, fileName: documentFileName(params.attachments[0]?.fileName ?? `factuur-${params.invoiceNumber}`, 'pdf') }),
  target: saveFileFx,
});

// "Opening a message marks it read." The backend marked it on the download; the counters follow here.
sample({ clock: downloadMessageMutation.finished.success, fn: ({ params }) => params, target: messageRead });

const downloadFailed = merge([
  downloadMessageMutation.finished.failure.map(({ error }) => downloadFailureCode(error)),
  downloadGenericDocumentMutation.finished.failure.map(({ error }) => downloadFailureCode(error)),
  downloadInvoiceAttachmentMutation.finished.failure.map(({ error }) => downloadFailureCode(error)),
  downloadInsuranceCardMutation.finished.failure.map(({ error }) => downloadFailureCode(error)),
  saveFileFx.fail.map(() => REQUEST_FAILED),
]);

sample({
  clock: downloadFailed,
  filter: (code: string | null): code is string => code !== null,
  fn: (code: string) => ({ messageKey: 'errors.download', values: { error: code } }),
  target: negativeNoticeShown,
});
