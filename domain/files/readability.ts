import { attachmentProblems, type Attachment, type AttachmentMessageKey, type FileDescriptor, type FileVerdictKey } from './attachments';
import { READABILITY_CHECK_EXTENSIONS, fileExtension } from './extensions';

/** "readabilityScore (0 unreadable, 1 barely readable, 2 readable, 3 locked)". */
export const READABILITY_SCORES = {
  unreadable: 0,
  barelyReadable: 1,
  readable: 2,
  locked: 3,
} as const;

export type ReadabilityScore = (typeof READABILITY_SCORES)[keyof typeof READABILITY_SCORES];

/** One answer of Declaration/ValidateAttachmentsReadability. */
export interface ReadabilityAnswer {
  fileName: string;
  readabilityScore: ReadabilityScore;
}

/** "Readability result: fileName, readabilityScore; flags isUnreadable, isBarelyReadable, isLocked." */
export interface ReadabilityResult extends ReadabilityAnswer {
  isUnreadable: boolean;
  isBarelyReadable: boolean;
  isLocked: boolean;
}

export function toReadabilityResult(answer: ReadabilityAnswer): ReadabilityResult {
  return {
    ...answer,
    isUnreadable: answer.readabilityScore === READABILITY_SCORES.unreadable,
    isBarelyReadable: answer.readabilityScore === READABILITY_SCORES.barelyReadable,
    isLocked: answer.readabilityScore === READABILITY_SCORES.locked,
  };
}

/**
 * "Unreadable, barely readable or locked files are marked invalid, each with
 * a distinct message"; a readable file has none.
 */
export function readabilityMessageKey(
  score: ReadabilityScore,
): Extract<AttachmentMessageKey, 'file-unreadable' | 'file-barely-readable' | 'file-locked'> | null {
  switch (score) {
    case READABILITY_SCORES.unreadable:
      return 'file-unreadable';
    case READABILITY_SCORES.barelyReadable:
      return 'file-barely-readable';
    case READABILITY_SCORES.locked:
      return 'file-locked';
    default:
      return null;
  }
}

/** "Only pdf, jpg, jpeg, png, bmp, tif, tiff are sent" — by extension, case-insensitive. */
export function isSentForReadabilityCheck(fileName: string): boolean {
  return (READABILITY_CHECK_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/**
 * The attachments to send for the readability check: the checkable types
 * that cannot be refused already (a wrong type or an empty file need no
 * check, nor does a file that takes the total over 20 MB: the check, too,
 * takes at most 20 MB, and the file cannot be sent anyway).
 */
export function attachmentsForReadabilityCheck<F extends FileDescriptor>(
  attachments: readonly Attachment<F>[],
): Attachment<F>[] {
  const problems = attachmentProblems(attachments);
  return attachments.filter((attachment, index) => problems[index] === null && isSentForReadabilityCheck(attachment.fileName));
}

/**
 * Applies the check's answers by file name: an unreadable, barely readable
 * or locked file is marked invalid with isValidReadability false and its own
 * message; attachments without an answer stay as they were.
 */
export function applyReadabilityAnswers<F extends FileDescriptor>(
  attachments: readonly Attachment<F>[],
  answers: readonly ReadabilityAnswer[],
): Attachment<F>[] {
  return attachments.map((attachment) => {
    const answer = answers.find((candidate) => candidate.fileName === attachment.fileName);
    const messageKey = answer ? readabilityMessageKey(answer.readabilityScore) : null;
    if (!messageKey) return attachment;
    return { ...attachment, isInvalid: true, isValidReadability: false, messageKey };
  });
}

/**
 * The check refused the files it was sent as too large (HTTP 413: a server
 * may take less than the 20 MB a form does). None of them was checked, so
 * none can be sent as it is: each gets a verdict the user can act on. One
 * file alone is too large to check; of several sent together the user cannot
 * tell which one, so each says that they were too large together and that it
 * can be added on its own (then it is checked alone) or smaller.
 */
export function readabilityRefusalVerdicts<F>(sent: readonly F[]): { file: F; messageKey: Extract<FileVerdictKey, 'file-too-large-to-check' | 'files-too-large-to-check-together'> }[] {
  const messageKey = sent.length === 1 ? 'file-too-large-to-check' : 'files-too-large-to-check-together';
  return sent.map((file) => ({ file, messageKey }));
}
