/**
 * A submitted list of files refused, naming each bad file (a client that
 * bypassed the portal's own checks may send several at once). The answer
 * keeps the refusal's shape, `{ message, field, messageKey }` with the first
 * problem as before (`message` the Dutch text a client shows when it reads
 * nothing else), and adds `files`: one entry per bad file, in the order sent,
 * `{ index, fileName, messageKey, message }` (`index` its place among the
 * `Files` parts, 0 first). 413 when the first problem is the 20 MB total,
 * else 400. The caller answers before anything is stored.
 */
import type { Response } from 'express';
import type { FileVerdictKey } from '../../domain/files';
import { VALIDATION_MESSAGES_NL } from '../../domain/validation';

export interface RefusedFile {
  index: number;
  fileName: string;
  messageKey: FileVerdictKey;
}

export function refuseFiles(
  res: Response,
  first: { message: string; field: string; messageKey: string },
  files: readonly RefusedFile[],
): void {
  res.status(first.messageKey === 'files-total-too-large' ? 413 : 400).json({
    ...first,
    files: [...files]
      .sort((left, right) => left.index - right.index)
      .map(({ index, fileName, messageKey }) => ({ index, fileName, messageKey, message: VALIDATION_MESSAGES_NL[messageKey] })),
  });
}
