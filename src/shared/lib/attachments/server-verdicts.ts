import { serverBodyOf } from '@/shared/api';
import type { Mutation } from '@farfetched/core';
import type { FileVerdictKey } from '@portal/domain';
import { sample, type Event } from 'effector';
import { z } from 'zod';
import type { Attachments } from './create-attachments';

/** The verdicts a server gives one file of a submitted list (spec 02 §8 "file rules"), as the portal words them. */
const SERVER_FILE_VERDICTS = [
  'file-type-not-allowed',
  'file-too-small',
  'file-duplicate',
  'files-total-too-large',
  'file-unreadable',
  'file-barely-readable',
  'file-locked',
] as const satisfies readonly FileVerdictKey[];

/**
 * A refused list of files that names each bad file: the refusal's `{ message, field, messageKey }` with `files`,
 * one entry per bad file, `index` its place among the files sent (see the fake backend's http/file-refusal.ts).
 */
const RefusedFilesContract = z.object({
  files: z.array(z.object({ index: z.number().int().nonnegative(), fileName: z.string(), messageKey: z.string() })),
});

const isKnownVerdict = (key: string): key is (typeof SERVER_FILE_VERDICTS)[number] => (SERVER_FILE_VERDICTS as readonly string[]).includes(key);

/**
 * The server's verdict on each file it names, on the very file sent at that place (and of that name); entries the
 * portal has no words for, or that match no file sent, are left out (the refusal is then the form's as before).
 */
export function serverFileVerdictsOf(error: unknown, sent: readonly File[]): { file: File; messageKey: FileVerdictKey }[] {
  const body = RefusedFilesContract.safeParse(serverBodyOf(error));
  if (!body.success) return [];
  return body.data.files.flatMap(({ index, fileName, messageKey }) => {
    const file = sent[index];
    return file && file.name === fileName && isKnownVerdict(messageKey) ? [{ file, messageKey }] : [];
  });
}

/**
 * A form's files refused by the server, each bad one named: each is marked on its card with its reason (`files.N`
 * in the form's errors, so the summary names each), instead of one message for the first problem. Answers the
 * event that fires once they are marked: the page shows the step with the files and its errors. Its
 * `createFormSubmission` passes `namesRefusedFiles` as `shownElsewhere`, so no other refusal or notice is said.
 */
export function markRefusedFiles<Params>(config: {
  attachments: Pick<Attachments, 'serverRefused'>;
  mutation: Pick<Mutation<Params, unknown, unknown>, 'finished'>;
  filesOf: (params: Params) => readonly File[];
}): Event<{ file: File; messageKey: FileVerdictKey }[]> {
  const verdicts = config.mutation.finished.failure.map(({ params, error }) => serverFileVerdictsOf(error, config.filesOf(params)));
  const marked = verdicts.filter({ fn: (named) => named.length > 0 });
  sample({ clock: marked, target: config.attachments.serverRefused });
  return marked;
}

/** Whether a failure is a refusal that names bad files the portal has words for (what `markRefusedFiles` marks). */
export function namesRefusedFiles(error: unknown): boolean {
  const body = RefusedFilesContract.safeParse(serverBodyOf(error));
  return body.success && body.data.files.some(({ messageKey }) => isKnownVerdict(messageKey));
}
