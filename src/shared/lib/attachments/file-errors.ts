import type { FormMessage } from '@/shared/lib/form';

/** The path of a form's files field; each file's own error is under it, by its place: `files.2`. */
export const FILES_PATH = 'files';

export function fileErrorPath(place: number): string {
  return `${FILES_PATH}.${place}`;
}

/** The place of the file an error path is about (`files.2` → 2); null for any other path, the field's own too. */
export function filePlaceOf(path: string | null): number | null {
  const match = path === null ? null : /^files\.(\d+)$/.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * A form's rule results with the files field's entry replaced, where it stands, by the attachments' own errors
 * (`$errors`: the field's, and one per file that cannot be sent). The form's own file rule, the server's over
 * the bare list, stays only where the attachments know of nothing wrong: it names no file, and a second line
 * about the same problem would be one too many.
 */
export function withFileErrors<Field extends string>(
  results: Record<Field, FormMessage | null>,
  fileErrors: Readonly<Record<string, FormMessage>>,
): Record<string, FormMessage | null> {
  const ownErrors = Object.keys(fileErrors).length > 0;
  const merged: Record<string, FormMessage | null> = {};
  for (const [path, message] of Object.entries<FormMessage | null>(results)) {
    if (path === FILES_PATH && ownErrors) Object.assign(merged, fileErrors);
    else merged[path] = message;
  }
  if (ownErrors && !(FILES_PATH in results)) Object.assign(merged, fileErrors);
  return merged;
}
