import { filePlaceOf, type Attachments } from '@/shared/lib/attachments';
import { useUnit } from 'effector-react';
import { fileRemoveButtonId } from './attachments-field';

/**
 * Where a form's error about one chosen file (`files.2`, see `createAttachments`'s `$errors`) is shown: named
 * by the file ("beveiligd.pdf: Dit bestand is beveiligd. …", the forms kit's `namedErrorText` puts the label
 * before the shared message), its summary line leading to the file's remove button. Both answer null for any
 * other path, so a form asks them first and falls back to its own fields.
 */
export function useFileErrorTargets(attachments: Pick<Attachments, '$attachments'>, fieldId: string) {
  const files = useUnit(attachments.$attachments);
  const placeOf = (path: string | null) => {
    const place = filePlaceOf(path);
    return place !== null && place < files.length ? place : null;
  };
  return {
    labelOf: (path: string | null): string | null => {
      const place = placeOf(path);
      return place === null ? null : (files[place]?.fileName ?? null);
    },
    fieldIdOf: (path: string | null): string | null => {
      const place = placeOf(path);
      return place === null ? null : fileRemoveButtonId(fieldId, place);
    },
  };
}
