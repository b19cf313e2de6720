export { ReimbursementDocumentsPage } from './ui/reimbursement-documents-page';
