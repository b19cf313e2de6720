import './attachments-field.css';

export { AttachmentsField, type AttachmentsFieldTexts, type ChosenFile } from './attachments-field';
export { FormAttachmentsField } from './form-attachments-field';
export { useAttachmentsFieldTexts } from './use-attachments-field-texts';
