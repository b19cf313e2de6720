export { MessageDownloadButton, GenericDocumentDownloadButton, InsuranceCardDownloadButton } from './ui/download-button';
export {
  messageDownloadRequested,
  genericDocumentDownloadRequested,
  insuranceCardDownloadRequested,
  $pendingDocumentIds,
} from './model/download';
export { downloadDocumentTexts } from './config/texts';
