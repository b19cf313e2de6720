import { useTranslation } from '@/shared/i18n';
import { useUnit } from 'effector-react';
import type { Store } from 'effector';
import type { SummaryLine } from './create-form';
import { messageKeyOf, messageValuesOf, type FormErrors, type FormMessage } from './messages';

interface ShownErrors {
  $shownErrors: Store<FormErrors>;
  $summary: Store<SummaryLine[]>;
  $attempt: Store<number>;
}

export interface FormErrorsView {
  /** the translated error at a field, or null */
  errorOf: (path: string) => string | null;
  /** the error summary's lines, each linked to its field's element */
  summary: { fieldId: string; message: string }[];
  attempt: number;
}

/**
 * A form's errors as the error summary and the fields show them: translated,
 * each summary line linked to its field's element id; a refusal of the whole
 * form links to the first field. `labelOf` puts a field's label before its
 * line where the message alone does not say which field it is.
 */
export function useFormErrors(
  form: ShownErrors,
  fieldIds: Record<string, string>,
  options: { labelOf?: (path: string) => string } = {},
): FormErrorsView {
  const { t } = useTranslation();
  const { shownErrors, lines, attempt } = useUnit({ shownErrors: form.$shownErrors, lines: form.$summary, attempt: form.$attempt });
  const text = (message: FormMessage) => t(messageKeyOf(message), messageValuesOf(message) ?? {});
  const firstFieldId = Object.values(fieldIds)[0] ?? '';
  const summary = lines.map(({ path, message }) => ({
    fieldId: path === null ? firstFieldId : (fieldIds[path] ?? path),
    message: path !== null && options.labelOf ? `${options.labelOf(path)}: ${text(message)}` : text(message),
  }));
  return {
    errorOf: (path) => {
      const message = shownErrors[path];
      return message === undefined ? null : text(message);
    },
    summary,
    attempt,
  };
}
