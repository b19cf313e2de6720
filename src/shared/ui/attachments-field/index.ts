import './attachments-field.css';

export { AttachmentsField, type AttachmentsFieldTexts, type ChosenFile } from './attachments-field';
