import { downloadDocumentTexts } from '@/features/download-document';
import { messageBoxPageTexts } from './config/texts';

export { MessageBoxPage } from './ui/message-box-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [messageBoxPageTexts, downloadDocumentTexts];
