export {
  CONTACT_FORM_FILE_EXTENSIONS,
  DECLARATION_FILE_EXTENSIONS,
  READABILITY_CHECK_EXTENSIONS,
  allowedFileExtensions,
  fileExtension,
  hasAllowedExtension,
  type AttachmentForm,
} from './extensions';
export {
  ATTACHMENTS_MAX_TOTAL_BYTES,
  ATTACHMENT_MIN_BYTES,
  addAttachments,
  createAttachment,
  isSameFile,
  totalAttachmentSize,
  validateAttachments,
  validateAttachmentsTotalSize,
  type AddedAttachments,
  type Attachment,
  type AttachmentMessageKey,
  type FileDescriptor,
} from './attachments';
export {
  READABILITY_SCORES,
  applyReadabilityAnswers,
  attachmentsForReadabilityCheck,
  isSentForReadabilityCheck,
  readabilityMessageKey,
  toReadabilityResult,
  type ReadabilityAnswer,
  type ReadabilityResult,
  type ReadabilityScore,
} from './readability';
