import { downloadDocumentTexts } from '@/features/download-document';
import { reimbursementDocumentsPageTexts } from './config/texts';

export { ReimbursementDocumentsPage } from './ui/reimbursement-documents-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [reimbursementDocumentsPageTexts, downloadDocumentTexts];
