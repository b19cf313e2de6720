import './dialog.css';

export { Dialog, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { SuccessDialog, type SuccessDialogProps } from './success-dialog';
