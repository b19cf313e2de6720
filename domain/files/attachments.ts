import type { ValidationMessageKey } from '../validation';
import { type AttachmentForm, hasAllowedExtension } from './extensions';

/** "Attachment limit 20 MB in total." */
export const ATTACHMENTS_MAX_TOTAL_BYTES = 20 * 1024 * 1024;

/**
 * "Each file has a minimum size." The spec gives no number; we take 1 KB.
 * Smaller files are empty or broken uploads (a cloud placeholder, an aborted
 * download): no pdf, scan or photo of an invoice fits in under 1 KB, so the
 * bar only stops files the insurer could not use anyway.
 */
export const ATTACHMENT_MIN_BYTES = 1024;

/** What the domain needs of a chosen file; a browser File has both fields. */
export interface FileDescriptor {
  name: string;
  size: number;
}

export type AttachmentMessageKey = Extract<
  ValidationMessageKey,
  | 'file-type-not-allowed'
  | 'file-too-small'
  | 'file-unreadable'
  | 'file-barely-readable'
  | 'file-locked'
>;

/**
 * A verdict on one chosen file given after it was chosen: the readability
 * check's (its own score, or that it refused the choice as too large to
 * check), or the server's on a submitted list (each bad file, spec 02 §8
 * "file rules").
 */
export type FileVerdictKey = Extract<
  ValidationMessageKey,
  | AttachmentMessageKey
  | 'file-duplicate'
  | 'files-total-too-large'
  | 'file-too-large-to-check'
  | 'files-too-large-to-check-together'
>;

/**
 * "Attachment records: fileName, file, size, isInvalid, isValidReadability."
 * `file` is whatever the caller chose (a File in the browser, a descriptor in
 * tests); the domain reads only its name and size. `messageKey` says why an
 * invalid attachment is invalid.
 */
export interface Attachment<F extends FileDescriptor = FileDescriptor> {
  fileName: string;
  file: F;
  size: number;
  isInvalid: boolean;
  isValidReadability: boolean;
  messageKey: FileVerdictKey | null;
}

/**
 * A new attachment, "marked invalid" when its extension is not allowed for
 * the form or it is below the minimum size. Readability is assumed valid
 * until the readability check says otherwise.
 */
function ownProblemOf(file: FileDescriptor, form: AttachmentForm): Extract<AttachmentMessageKey, 'file-type-not-allowed' | 'file-too-small'> | null {
  if (!hasAllowedExtension(file.name, form)) return 'file-type-not-allowed';
  return file.size < ATTACHMENT_MIN_BYTES ? 'file-too-small' : null;
}

export function createAttachment<F extends FileDescriptor>(
  file: F,
  form: AttachmentForm,
): Attachment<F> {
  const messageKey = ownProblemOf(file, form);
  return {
    fileName: file.name,
    file,
    size: file.size,
    isInvalid: messageKey !== null,
    isValidReadability: true,
    messageKey,
  };
}

/** "Duplicates are skipped": a duplicate has the same name and the same size. */
export function isSameFile(left: FileDescriptor, right: FileDescriptor): boolean {
  return left.name === right.name && left.size === right.size;
}

export interface AddedAttachments<F extends FileDescriptor> {
  attachments: Attachment<F>[];
  /** files left out because they were already chosen; show 'file-duplicate' for them */
  skippedDuplicates: F[];
}

/**
 * Adds newly chosen files to the list: duplicates of files already in the list
 * (or twice in the new choice) are skipped, the others become attachments in
 * the order chosen.
 */
export function addAttachments<F extends FileDescriptor>(
  current: readonly Attachment<F>[],
  chosen: readonly F[],
  form: AttachmentForm,
): AddedAttachments<F> {
  const attachments = [...current];
  const skippedDuplicates: F[] = [];
  for (const file of chosen) {
    if (attachments.some((attachment) => isSameFile(attachment.file, file))) {
      skippedDuplicates.push(file);
    } else {
      attachments.push(createAttachment(file, form));
    }
  }
  return { attachments, skippedDuplicates };
}

/** Total size in bytes of the chosen attachments. */
export function totalAttachmentSize(attachments: readonly { size: number }[]): number {
  return attachments.reduce((total, attachment) => total + attachment.size, 0);
}

/**
 * "Total above 20 MB gives 'Het totaal van de geselecteerde bestanden
 * overschrijdt het maximum van 20 MB.'" Exactly 20 MB is allowed.
 */
export function validateAttachmentsTotalSize(
  attachments: readonly { size: number }[],
): 'files-total-too-large' | null {
  return totalAttachmentSize(attachments) > ATTACHMENTS_MAX_TOTAL_BYTES
    ? 'files-total-too-large'
    : null;
}

/** What can be wrong with one chosen file: its own problem, a later verdict on it, or that it takes the total over 20 MB. */
export type AttachmentProblem = FileVerdictKey;

/**
 * Each attachment's problem, in the order chosen (null for a file that can be
 * sent): its own (type, minimum size, readability), else
 * 'files-total-too-large' when it does not fit within 20 MB together with the
 * files before it that can be sent ("total above 20 MB gives 'Het totaal van
 * de geselecteerde bestanden overschrijdt het maximum van 20 MB.'"). So the
 * message is said at once on the very file that takes the total over the
 * limit (a 21 MB file on its own too), never on a small file after it that
 * still fits; once the files with a problem are removed, the rest is at most
 * 20 MB.
 */
export function attachmentProblems(attachments: readonly Attachment[]): (AttachmentProblem | null)[] {
  let fitting = 0;
  return attachments.map((attachment) => {
    if (attachment.isInvalid) return attachment.messageKey ?? 'file-type-not-allowed';
    if (fitting + attachment.size > ATTACHMENTS_MAX_TOTAL_BYTES) return 'files-total-too-large';
    fitting += attachment.size;
    return null;
  });
}

/**
 * The whole attachment field before submit: "at least one file required
 * where files are required", the 20 MB total, and no invalid attachment left
 * (the first invalid one's own message).
 */
export function validateAttachments(
  attachments: readonly Attachment[],
  options: { isRequired: boolean },
): 'files-required' | FileVerdictKey | null {
  if (options.isRequired && attachments.length === 0) return 'files-required';
  const totalSizeMessage = validateAttachmentsTotalSize(attachments);
  if (totalSizeMessage) return totalSizeMessage;
  const invalid = attachments.find((attachment) => attachment.isInvalid);
  return invalid ? (invalid.messageKey ?? 'file-type-not-allowed') : null;
}

/** The first file of the list that repeats an earlier one (same name and size), or `null`. */
export function findDuplicateFile<F extends FileDescriptor>(files: readonly F[]): F | null {
  return files.find((file, index) => files.slice(0, index).some((earlier) => isSameFile(earlier, file))) ?? null;
}

/**
 * A list of files as it arrives with a submitted form (the server's view,
 * where no duplicate can be skipped any more): files where required, no
 * duplicate ("duplicates skipped" means a correct client never sends one),
 * at most 20 MB in total, and every file of an allowed type and the minimum
 * size (the first bad file's message).
 */
export function validateSubmittedFiles(
  files: readonly FileDescriptor[],
  form: AttachmentForm,
  options: { isRequired: boolean },
): 'files-required' | 'file-duplicate' | 'files-total-too-large' | Extract<AttachmentMessageKey, 'file-type-not-allowed' | 'file-too-small'> | null {
  if (findDuplicateFile(files)) return 'file-duplicate';
  if (options.isRequired && files.length === 0) return 'files-required';
  const totalSizeMessage = validateAttachmentsTotalSize(files);
  if (totalSizeMessage) return totalSizeMessage;
  return files.map((file) => ownProblemOf(file, form)).find((problem) => problem !== null) ?? null;
}

/** One bad file of a submitted list: its place in the list as sent (0 first), its name, and what is wrong with it. */
export interface SubmittedFileProblem {
  index: number;
  fileName: string;
  messageKey: Extract<FileVerdictKey, 'file-duplicate' | 'files-total-too-large' | 'file-type-not-allowed' | 'file-too-small'>;
}

/**
 * Every bad file of a submitted list, in the order sent (the server's
 * answer names each, so that the form can mark each on its card): a repeat
 * of an earlier file is 'file-duplicate'; otherwise its own problem (type,
 * minimum size), else 'files-total-too-large' when it does not fit within
 * 20 MB with the files before it that can be kept (as `attachmentProblems`).
 * Empty exactly when `validateSubmittedFiles` finds no file to refuse
 * ("at least one file" is the field's, not a file's).
 */
export function submittedFileProblems(files: readonly FileDescriptor[], form: AttachmentForm): SubmittedFileProblem[] {
  const problems: SubmittedFileProblem[] = [];
  let fitting = 0;
  files.forEach((file, index) => {
    const isRepeat = files.slice(0, index).some((earlier) => isSameFile(earlier, file));
    const own = ownProblemOf(file, form);
    const messageKey = isRepeat ? 'file-duplicate' : (own ?? (fitting + file.size > ATTACHMENTS_MAX_TOTAL_BYTES ? 'files-total-too-large' : null));
    if (messageKey) problems.push({ index, fileName: file.name, messageKey });
    else fitting += file.size;
  });
  return problems;
}

/**
 * Later verdicts applied to the chosen files, each to the very file it is
 * about: the file is marked invalid with the verdict's message (and its
 * readability as not shown valid); the other files stay as they were.
 */
export function applyFileVerdicts<F extends FileDescriptor>(
  attachments: readonly Attachment<F>[],
  verdicts: readonly { file: F; messageKey: FileVerdictKey }[],
): Attachment<F>[] {
  return attachments.map((attachment) => {
    const verdict = verdicts.find((candidate) => candidate.file === attachment.file);
    return verdict ? { ...attachment, isInvalid: true, isValidReadability: false, messageKey: verdict.messageKey } : attachment;
  });
}
