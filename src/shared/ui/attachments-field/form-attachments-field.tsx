import { useTranslation } from '@/shared/i18n';
import type { Attachments } from '@/shared/lib/attachments';
import { namedErrorText } from '@/shared/lib/form';
import { formatFileNames, formatFileSize } from '@/shared/lib/format';
import { allowedFileExtensions } from '@portal/domain';
import { useUnit } from 'effector-react';
import { AttachmentsField } from './attachments-field';
import { useAttachmentsFieldTexts } from './use-attachments-field-texts';

interface FormAttachmentsFieldProps {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** the form's error at the field itself ("at least one file"); without one, the field says which chosen files cannot be sent */
  error: string | null;
  /** the form's chosen files (`createAttachments`): its extensions, files, duplicates and check */
  attachments: Attachments;
}

/**
 * A form's files field drawn from its attachments model: the extensions its
 * form allows, each file with its size and problem, the duplicates skipped and
 * the readability check, in the words every form uses (`forms.files.*`).
 * While any chosen file cannot be sent, the field itself is in error too
 * (marked, `aria-invalid`, its message naming those files), not only their cards.
 */
export function FormAttachmentsField({ id, label, hint, required, error, attachments }: FormAttachmentsFieldProps) {
  const { t } = useTranslation();
  const texts = useAttachmentsFieldTexts();
  const view = useUnit({
    files: attachments.$attachments,
    problems: attachments.$problems,
    duplicates: attachments.$skippedDuplicates,
    isChecking: attachments.$isChecking,
    onFiles: attachments.filesChosen,
    onRemove: attachments.removed,
  });
  // a bad file makes the field itself in error at once, as its card is: the field names the files, each card says why
  const badFiles = view.files.filter((_, place) => view.problems[place]).map((attachment) => attachment.fileName);
  const fieldError =
    error ?? (badFiles.length > 0 ? namedErrorText(t, { key: 'forms.files.problems', values: { count: badFiles.length, names: formatFileNames(badFiles) } }, label) : null);
  return (
    <AttachmentsField
      id={id}
      label={label}
      hint={hint}
      required={required}
      requiredText={t('forms.required')}
      optionalText={t('forms.optional')}
      error={fieldError}
      accept={allowedFileExtensions(attachments.allowedForm)
        .map((extension) => `.${extension}`)
        .join(',')}
      isChecking={view.isChecking}
      notice={view.duplicates.length > 0 ? t('forms.files.duplicates', { count: view.duplicates.length, names: view.duplicates.join(', ') }) : null}
      files={view.files.map((attachment, place) => {
        const problem = view.problems[place];
        return { fileName: attachment.fileName, file: attachment.file, sizeText: formatFileSize(attachment.size), problem: problem ? t(`validation.${problem}`) : null };
      })}
      texts={texts}
      onFilesChosen={view.onFiles}
      onRemove={view.onRemove}
    />
  );
}
