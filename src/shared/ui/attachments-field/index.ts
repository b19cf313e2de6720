import './attachments-field.css';

export { AttachmentsField, fileRemoveButtonId, type AttachmentsFieldTexts, type ChosenFile } from './attachments-field';
export { FormAttachmentsField } from './form-attachments-field';
export { useAttachmentsFieldTexts } from './use-attachments-field-texts';
export { useFileErrorTargets } from './use-file-error-targets';
