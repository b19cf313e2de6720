import {
  addAttachments,
  applyFileVerdicts,
  applyReadabilityAnswers,
  attachmentProblems,
  attachmentsForReadabilityCheck,
  totalAttachmentSize,
  type Attachment,
  type AttachmentForm,
  type AttachmentProblem,
  type FileVerdictKey,
  type ReadabilityAnswer,
  readabilityRefusalVerdicts,
} from '@portal/domain';
import { createEvent, createStore, sample, type Unit } from 'effector';
import { FILES_PATH, fileErrorPath } from './file-errors';

export interface AttachmentsConfig {
  /** whose extension list applies: the contact form's or the declarations' */
  form: AttachmentForm;
  /** "at least one file" where files are required */
  isRequired: boolean;
  resetOn?: Unit<unknown>[];
}

/**
 * The chosen files of one form field, with the spec's rules from
 * `domain/files`: allowed extensions per form, a minimum size, duplicates
 * skipped, 20 MB in total, and the readability check's verdict per file.
 * `checkRequested` names the files to send for the readability check right
 * after they are chosen; the page wires it to the check's call. `$errors`
 * is what the field gives its form: one error per file that cannot be sent
 * (`files.2`), so that the error summary names each file.
 */
export function createAttachments(config: AttachmentsConfig) {
  const filesChosen = createEvent<File[]>();
  const removed = createEvent<number>();
  const readabilityAnswered = createEvent<ReadabilityAnswer[]>();
  /** the check could not be made: the files stay as they are (a check is a help, not a gate) */
  const readabilityUnknown = createEvent();
  /**
   * the check refused these files as too large to check (413: a server may take less than our 20 MB): none of
   * them was checked, so none can be sent as it is; each says so, and can be removed and chosen smaller
   */
  const readabilityRefused = createEvent<File[]>();
  /** the server refused a submitted list and named its bad files: each is marked with its own reason */
  const serverRefused = createEvent<{ file: File; messageKey: FileVerdictKey }[]>();
  const reset = createEvent();
  const resets = [reset, ...(config.resetOn ?? [])];

  const $attachments = createStore<Attachment<File>[]>([], { serialize: 'ignore' });
  const added = sample({
    clock: filesChosen,
    source: $attachments,
    fn: (current, chosen) => {
      const result = addAttachments(current, chosen, config.form);
      return { ...result, fresh: result.attachments.slice(current.length) };
    },
  });
  $attachments
    .on(added, (_, { attachments }) => attachments)
    .on(removed, (attachments, index) => attachments.filter((_, at) => at !== index))
    .on(readabilityAnswered, (attachments, answers) => applyReadabilityAnswers(attachments, answers))
    .on(readabilityRefused, (attachments, sent) => applyFileVerdicts(attachments, readabilityRefusalVerdicts(sent)))
    .on(serverRefused, (attachments, verdicts) => applyFileVerdicts(attachments, verdicts))
    .reset(resets);

  /** names of the files just skipped as duplicates, for the field's message */
  const $skippedDuplicates = createStore<string[]>([], { serialize: 'ignore' })
    .on(added, (_, { skippedDuplicates }) => skippedDuplicates.map((file) => file.name))
    .reset([removed, ...resets]);

  /** only the files just added are sent, only the types the check reads, and none that takes the total over 20 MB */
  const toCheck = added.map(({ attachments, fresh }) =>
    attachmentsForReadabilityCheck(attachments)
      .filter((attachment) => fresh.includes(attachment))
      .map((attachment) => attachment.file),
  );
  const checkRequested = toCheck.filter({ fn: (files) => files.length > 0 });

  /** how many checks are under way: files chosen in two goes are two checks, and the form waits for both */
  const $checksUnderWay = createStore(0)
    .on(checkRequested, (count) => count + 1)
    .on([readabilityAnswered, readabilityUnknown, readabilityRefused], (count) => Math.max(0, count - 1))
    .reset(resets);
  const $isChecking = $checksUnderWay.map((count) => count > 0);

  /** each file's problem, in the order of the files (null where it can be sent): shown on the file at once */
  const $problems = $attachments.map((attachments): (AttachmentProblem | null)[] => attachmentProblems(attachments));
  /**
   * The field's errors for its form, as bare domain keys by path: "at least one file" at `files`, each file's
   * problem at `files.<place>`. The form shows them after a submit; its summary names each file.
   */
  const $errors = $problems.map((problems): Record<string, 'files-required' | AttachmentProblem> => {
    if (config.isRequired && problems.length === 0) return { [FILES_PATH]: 'files-required' };
    const errors: Record<string, AttachmentProblem> = {};
    problems.forEach((problem, place) => {
      if (problem) errors[fileErrorPath(place)] = problem;
    });
    return errors;
  });
  const $totalSize = $attachments.map((attachments) => totalAttachmentSize(attachments));

  return {
    filesChosen,
    removed,
    readabilityAnswered,
    readabilityUnknown,
    readabilityRefused,
    serverRefused,
    reset,
    checkRequested,
    $attachments,
    $skippedDuplicates,
    $isChecking,
    $problems,
    $errors,
    $totalSize,
    allowedForm: config.form,
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
