import type { GenericDocument, Message } from '@/entities/document';
import type { Invoice } from '@/entities/invoice';
import { useTranslation } from '@/shared/i18n';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import {
  $pendingDocumentIds,
  genericDocumentDownloadRequested,
  insuranceCardDownloadRequested,
  invoiceAttachmentDownloadRequested,
  invoiceDownloadKey,
  messageDownloadRequested,
} from '../model/download';
import './download-button.css';

interface ButtonProps {
  documentID: string;
  extension: string;
  onDownload: () => void;
  children: ReactNode;
}

/** The document's name as a button; while its file comes in it says so and ignores further clicks. */
function DownloadButton({ documentID, extension, onDownload, children }: ButtonProps) {
  const { t } = useTranslation();
  const isPending = useUnit($pendingDocumentIds).includes(documentID);
  return (
    <button
      type="button"
      className="download-button"
      aria-busy={isPending}
      onClick={() => {
        if (!isPending) onDownload();
      }}
    >
      <span className="download-button__name">{children}</span>
      <span className="download-button__type">
        {isPending ? t('features.downloadDocument.downloading') : t('features.downloadDocument.fileType', { extension: extension.toUpperCase() })}
      </span>
    </button>
  );
}

/** Opens (downloads) a message; it then counts as read. */
export function MessageDownloadButton({ message, children }: { message: Message; children: ReactNode }) {
  const onDownload = useUnit(messageDownloadRequested);
  return (
    <DownloadButton documentID={message.documentID} extension={message.extension} onDownload={() => onDownload(message)}>
      {children}
    </DownloadButton>
  );
}

/** Downloads a reimbursement document. */
export function GenericDocumentDownloadButton({ document, children }: { document: Pick<GenericDocument, 'documentID' | 'name'>; children: ReactNode }) {
  const onDownload = useUnit(genericDocumentDownloadRequested);
  return (
    <DownloadButton documentID={document.documentID} extension="pdf" onDownload={() => onDownload(document)}>
      {children}
    </DownloadButton>
  );
}

/** Downloads an invoice's PDF (the bills page). */
export function InvoiceAttachmentDownloadButton({ invoice, children }: { invoice: Pick<Invoice, 'invoiceNumber' | 'attachments'>; children: ReactNode }) {
  const onDownload = useUnit(invoiceAttachmentDownloadRequested);
  return (
    <DownloadButton documentID={invoiceDownloadKey(invoice.invoiceNumber)} extension="pdf" onDownload={() => onDownload(invoice)}>
      {children}
    </DownloadButton>
  );
}

/** Downloads a person's insurance card and EHIC as a PDF; `name` says whose card it is (and names the file). */
export function InsuranceCardDownloadButton({ customerNumber, name, children }: { customerNumber: string; name: string; children: ReactNode }) {
  const onDownload = useUnit(insuranceCardDownloadRequested);
  const documentID = `zorgpas-${customerNumber}`;
  return (
    <DownloadButton documentID={documentID} extension="pdf" onDownload={() => onDownload({ customerNumber, documentID, name })}>
      {children}
    </DownloadButton>
  );
}
