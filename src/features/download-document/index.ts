export { MessageDownloadButton, GenericDocumentDownloadButton, InvoiceAttachmentDownloadButton } from './ui/download-button';
export {
  messageDownloadRequested,
  genericDocumentDownloadRequested,
  invoiceAttachmentDownloadRequested,
  $pendingDocumentIds,
} from './model/download';
export { downloadDocumentTexts } from './config/texts';
