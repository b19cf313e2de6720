export {
  MessageDownloadButton,
  GenericDocumentDownloadButton,
  InvoiceAttachmentDownloadButton,
  InsuranceCardDownloadButton,
} from './ui/download-button';
export {
  messageDownloadRequested,
  genericDocumentDownloadRequested,
  invoiceAttachmentDownloadRequested,
  insuranceCardDownloadRequested,
  $pendingDocumentIds,
} from './model/download';
export { downloadDocumentTexts } from './config/texts';
