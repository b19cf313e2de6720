import { useTranslation } from '@/shared/i18n';
import { formMessageText } from '@/shared/lib/form';
import { formatFileSize } from '@/shared/lib/format';
import { AttachmentsField, useAttachmentsFieldTexts } from '@/shared/ui/attachments-field';
import { ErrorSummary, TextField, YesNoField } from '@/shared/ui/form';
import { DECLARATION_FILE_EXTENSIONS } from '@portal/domain';
import { useUnit } from 'effector-react';
import { $isLastDutchIncomeAsked, attachments, questionsForm } from '../model/insurance-right-page';
import { FIELD_IDS, fieldIdOf, type FieldName } from './field-ids';

const ACCEPT = DECLARATION_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const QUESTIONS = ['hasDutchIncome', 'hasBenefit', 'hasOtherIncome', 'isSelfEmployed'] as const;
const HINTS: Partial<Record<(typeof QUESTIONS)[number], string>> = {
  hasDutchIncome: 'pages.insuranceRight.hasDutchIncomeHint',
  hasBenefit: 'pages.insuranceRight.hasBenefitHint',
  hasOtherIncome: 'pages.insuranceRight.hasOtherIncomeHint',
};

/** Step 1: the four yes/no questions, the year of the last Dutch income when it is asked, and files. */
export function QuestionsStep() {
  const { t } = useTranslation();
  const fileTexts = useAttachmentsFieldTexts();
  const model = useUnit({
    values: questionsForm.$values,
    errors: questionsForm.$shownErrors,
    summary: questionsForm.$summary,
    attempt: questionsForm.$attempt,
    isAsked: $isLastDutchIncomeAsked,
    files: attachments.$attachments,
    duplicates: attachments.$skippedDuplicates,
    isChecking: attachments.$isChecking,
    onField: questionsForm.fieldChanged,
    onFiles: attachments.filesChosen,
    onRemove: attachments.removed,
  });
  const errorOf = (path: FieldName) => {
    const message = model.errors[path];
    return message ? formMessageText(t, message) : null;
  };
  const marker = { requiredText: t('forms.required'), optionalText: t('forms.optional') };
  return (
    <>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.summary.map((line) => ({ fieldId: fieldIdOf(line.path), message: formMessageText(t, line.message) }))}
      />
      {QUESTIONS.map((question) => {
        const hint = HINTS[question];
        return (
          <YesNoField
            key={question}
            id={FIELD_IDS[question]}
            legend={t(`pages.insuranceRight.${question}`)}
            hint={hint ? t(hint) : undefined}
            required
            {...marker}
            error={errorOf(question)}
            value={model.values[question]}
            onValueChange={(value) => model.onField({ field: question, value })}
            yesLabel={t('pages.insuranceRight.yes')}
            noLabel={t('pages.insuranceRight.no')}
          />
        );
      })}
      {model.isAsked && (
        <TextField
          id={FIELD_IDS.lastDutchIncome}
          label={t('pages.insuranceRight.lastDutchIncome')}
          hint={t('pages.insuranceRight.lastDutchIncomeHint')}
          required
          {...marker}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          error={errorOf('lastDutchIncome')}
          value={model.values.lastDutchIncome}
          onValueChange={(value) => model.onField({ field: 'lastDutchIncome', value })}
        />
      )}
      <AttachmentsField
        id={FIELD_IDS.files}
        label={t('pages.insuranceRight.files')}
        hint={t('pages.insuranceRight.filesHint')}
        {...marker}
        error={errorOf('files')}
        accept={ACCEPT}
        isChecking={model.isChecking}
        notice={model.duplicates.length > 0 ? t('forms.files.duplicates', { count: model.duplicates.length, names: model.duplicates.join(', ') }) : null}
        files={model.files.map((attachment) => ({
          fileName: attachment.fileName,
          file: attachment.file,
          sizeText: formatFileSize(attachment.size),
          problem: attachment.messageKey ? t(`validation.${attachment.messageKey}`) : null,
        }))}
        texts={fileTexts}
        onFilesChosen={model.onFiles}
        onRemove={model.onRemove}
      />
    </>
  );
}
