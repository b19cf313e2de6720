export { createAttachments, type Attachments, type AttachmentsConfig } from './create-attachments';
export { FILES_PATH, fileErrorPath, filePlaceOf, withFileErrors } from './file-errors';
export { markRefusedFiles, namesRefusedFiles, serverFileVerdictsOf } from './server-verdicts';
