export { ReimbursementDocumentsPage } from './ui/reimbursement-documents-page';
export { texts } from './config/texts';
