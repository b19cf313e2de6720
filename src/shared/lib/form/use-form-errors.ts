import { useTranslation } from '@/shared/i18n';
import { useUnit } from 'effector-react';
import type { Store } from 'effector';
import type { SummaryLine } from './create-form';
import type { FormErrors } from './messages';
import { namedErrorText, type NamedErrorText } from './named-error';

interface ShownErrors {
  $shownErrors: Store<FormErrors>;
  $summary: Store<SummaryLine[]>;
  $attempt: Store<number>;
}

export interface FormErrorsView {
  /** the translated error at a field, naming the field, or null */
  errorOf: (path: string) => NamedErrorText | null;
  /** the error summary's lines, each linked to its field's element */
  summary: { fieldId: string; message: NamedErrorText }[];
  attempt: number;
}

/**
 * A form's errors as the error summary and the fields show them: translated,
 * each naming its field by `labelOf` (the kit's one rule, `namedErrorText`),
 * each summary line linked to its field's element id; a refusal of the whole
 * form links to the first field.
 */
export function useFormErrors(
  form: ShownErrors,
  fieldIds: Record<string, string>,
  { labelOf }: { labelOf: (path: string) => string },
): FormErrorsView {
  const { t } = useTranslation();
  const { shownErrors, lines, attempt } = useUnit({ shownErrors: form.$shownErrors, lines: form.$summary, attempt: form.$attempt });
  const firstFieldId = Object.values(fieldIds)[0] ?? '';
  const summary = lines.map(({ path, message }) => ({
    fieldId: path === null ? firstFieldId : (fieldIds[path] ?? path),
    message: namedErrorText(t, message, path === null ? null : labelOf(path)),
  }));
  return {
    errorOf: (path) => {
      const message = shownErrors[path];
      return message === undefined ? null : namedErrorText(t, message, labelOf(path));
    },
    summary,
    attempt,
  };
}
