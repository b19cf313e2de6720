import { createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import type { GenericDocument, Message } from '@/entities/document';
import type { Invoice } from '@/entities/invoice';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

/**
 * The answer of a download: a file. An empty 204 (the client answers null)
 * or an empty body is no file: "204 means failure message" (spec 01 §7).
 */
export const FileContract = z
  .unknown()
  .refine((answer): answer is Blob => answer instanceof Blob && answer.size > 0, 'the answer holds no file');

/** GET Document/GetDocument?documentId=: the message's file; the backend marks the message read. */
export const downloadMessageFx = createRequestEffect((message: Message) => ({
  method: 'GET',
  path: 'Document/GetDocument',
  searchParams: { documentId: message.documentID },
  responseType: 'blob',
  // the feature shows the download-failure text itself
  suppressErrorNotices: true,
}));

/** What a reimbursement document's download needs: its id, and its own name ('Polisvoorwaarden … 2026'), which names the file. */
export type GenericDocumentFile = Pick<GenericDocument, 'documentID' | 'name'>;

/** GET Document/GetGenericDocument?documentId=: a reimbursement document's file. */
export const downloadGenericDocumentFx = createRequestEffect((document: GenericDocumentFile) => ({
  method: 'GET',
  path: 'Document/GetGenericDocument',
  searchParams: { documentId: document.documentID },
  responseType: 'blob',
  suppressErrorNotices: true,
}));

export const downloadMessageMutation = createMutation({
  effect: downloadMessageFx,
  contract: zodContract(FileContract),
  name: 'downloadMessage',
});

export const downloadGenericDocumentMutation = createMutation({
  effect: downloadGenericDocumentFx,
  contract: zodContract(FileContract),
  name: 'downloadGenericDocument',
});

/** GET Debitan/Invoices/{invoiceNumber}/Attachments: the invoice's PDF ("an empty 204 is a failure", spec 02 §8). */
export const downloadInvoiceAttachmentFx = createRequestEffect((invoice: Pick<Invoice, 'invoiceNumber' | 'attachments'>) => ({
  method: 'GET',
  path: 'Debitan/Invoices/{invoiceNumber}/Attachments',
  pathParams: { invoiceNumber: invoice.invoiceNumber },
  responseType: 'blob',
  suppressErrorNotices: true,
}));

export const downloadInvoiceAttachmentMutation = createMutation({
  effect: downloadInvoiceAttachmentFx,
  contract: zodContract(FileContract),
  name: 'downloadInvoiceAttachment',
});

/** A person's insurance card as a PDF; `documentID` names the download while it runs, `name` says whose card it is. */
export interface InsuranceCardFile {
  customerNumber: string;
  documentID: string;
  name: string;
}

/** GET InsuranceCard/Download?customerNumber=: the card and the EHIC as a PDF (the fake backend's design, see its README). */
export const downloadInsuranceCardFx = createRequestEffect((card: InsuranceCardFile) => ({
  method: 'GET',
  path: 'InsuranceCard/Download',
  searchParams: { customerNumber: card.customerNumber },
  responseType: 'blob',
  suppressErrorNotices: true,
}));

export const downloadInsuranceCardMutation = createMutation({
  effect: downloadInsuranceCardFx,
  contract: zodContract(FileContract),
  name: 'downloadInsuranceCard',
});
