export { createAttachments, type Attachments, type AttachmentsConfig } from './create-attachments';
