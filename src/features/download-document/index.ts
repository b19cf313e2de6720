export { MessageDownloadButton, GenericDocumentDownloadButton } from './ui/download-button';
export {
  messageDownloadRequested,
  genericDocumentDownloadRequested,
  $pendingDocumentIds,
} from './model/download';
export { downloadDocumentTexts } from './config/texts';
