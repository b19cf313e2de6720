import { statusOf } from '@/shared/api';
import type { Attachments } from '@/shared/lib/attachments';
import { createStore, sample } from 'effector';
import { readabilityCheckMutation } from '../api/readability';

type FieldOfCheck = Pick<Attachments, 'checkRequested' | 'readabilityAnswered' | 'readabilityUnknown' | 'readabilityRefused'>;

/**
 * The readability check for one attachments field: "runs right after files
 * are chosen, before submit". Its answers mark unreadable, barely readable and
 * locked files invalid, each with its own warning. A 413 (the files were too
 * large for the check: a server may take less than a form's 20 MB) marks the
 * files sent as not checked, so they are not sent unchecked; any other
 * failure leaves them as they are. A page may have several fields: each takes
 * only the answers to the very file lists it sent.
 */
export function checkReadabilityOf(field: FieldOfCheck) {
  const $sent = createStore<File[][]>([], { serialize: 'ignore' });
  const isOwn = (sent: File[][], files: File[]) => sent.includes(files);

  $sent.on(field.checkRequested, (sent, files) => [...sent, files]);

  sample({ clock: field.checkRequested, target: readabilityCheckMutation.start });
  const ownAnswer = sample({
    clock: readabilityCheckMutation.finished.success,
    source: $sent,
    filter: (sent, { params }) => isOwn(sent, params),
    fn: (_, { params, result }) => ({ params, result }),
  });
  const ownFailure = sample({
    clock: readabilityCheckMutation.finished.failure,
    source: $sent,
    filter: (sent, { params }) => isOwn(sent, params),
    fn: (_, { params, error }) => ({ params, isTooLarge: statusOf(error) === 413 }),
  });
  $sent
    .on(ownAnswer, (sent, { params }) => sent.filter((files) => files !== params))
    .on(ownFailure, (sent, { params }) => sent.filter((files) => files !== params));
  sample({ clock: ownAnswer, fn: ({ result }) => result, target: field.readabilityAnswered });
  sample({ clock: ownFailure, filter: ({ isTooLarge }) => isTooLarge, fn: ({ params }) => params, target: field.readabilityRefused });
  sample({ clock: ownFailure, filter: ({ isTooLarge }) => !isTooLarge, fn: () => undefined, target: field.readabilityUnknown });
}
