import { useTranslation } from '@/shared/i18n';
import type { Attachments } from '@/shared/lib/attachments';
import { formatFileSize } from '@/shared/lib/format';
import { allowedFileExtensions } from '@portal/domain';
import { useUnit } from 'effector-react';
import { AttachmentsField } from './attachments-field';
import { useAttachmentsFieldTexts } from './use-attachments-field-texts';

interface FormAttachmentsFieldProps {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error: string | null;
  /** the form's chosen files (`createAttachments`): its extensions, files, duplicates and check */
  attachments: Attachments;
}

/**
 * A form's files field drawn from its attachments model: the extensions its
 * form allows, each file with its size and problem, the duplicates skipped and
 * the readability check, in the words every form uses (`forms.files.*`).
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
  return (
    <AttachmentsField
      id={id}
      label={label}
      hint={hint}
      required={required}
      requiredText={t('forms.required')}
      optionalText={t('forms.optional')}
      error={error}
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
