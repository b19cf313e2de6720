import { useTranslation } from '@/shared/i18n';
import { formatFileTypes } from '@/shared/lib/format';
import { namedErrorText } from '@/shared/lib/form';
import { FormAttachmentsField, useFileErrorTargets } from '@/shared/ui/attachments-field';
import { ErrorSummary, TextField, YesNoField } from '@/shared/ui/form';
import { DECLARATION_FILE_EXTENSIONS } from '@portal/domain';
import { useUnit } from 'effector-react';
import { $isLastDutchIncomeAsked, attachments, questionsForm } from '../model/insurance-right-page';
import { FIELD_IDS, fieldIdOf, type FieldName } from './field-ids';

const QUESTIONS = ['hasDutchIncome', 'hasBenefit', 'hasOtherIncome', 'isSelfEmployed'] as const;
const HINTS: Partial<Record<(typeof QUESTIONS)[number], string>> = {
  hasDutchIncome: 'pages.insuranceRight.hasDutchIncomeHint',
  hasBenefit: 'pages.insuranceRight.hasBenefitHint',
  hasOtherIncome: 'pages.insuranceRight.hasOtherIncomeHint',
};

/**
 * What a "Nee" to every income question means (issue 33 point 14): said where
 * the year of the last Dutch income is then asked, and again on the summary.
 */
export function NoneYesMeaning() {
  const { t } = useTranslation();
  return (
    <section className="insurance-right__meaning" aria-labelledby="insurance-right-none-yes" data-testid="insurance-right-none-yes">
      <h2 id="insurance-right-none-yes" className="insurance-right__meaning-title">
        {t('pages.insuranceRight.noneYesTitle')}
      </h2>
      <p>{t('pages.insuranceRight.noneYes')}</p>
    </section>
  );
}

/** Step 1: the four yes/no questions, the year of the last Dutch income when it is asked, and files. */
export function QuestionsStep() {
  const { t } = useTranslation();
  const model = useUnit({
    values: questionsForm.$values,
    errors: questionsForm.$shownErrors,
    summary: questionsForm.$summary,
    attempt: questionsForm.$attempt,
    isAsked: $isLastDutchIncomeAsked,
    onField: questionsForm.fieldChanged,
  });
  const fileErrors = useFileErrorTargets(attachments, FIELD_IDS.files);
  const labelOf = (path: string) => fileErrors.labelOf(path) ?? t(`pages.insuranceRight.${path in FIELD_IDS ? path : 'files'}`);
  const errorOf = (path: FieldName) => {
    const message = model.errors[path];
    return message ? namedErrorText(t, message, labelOf(path)) : null;
  };
  const marker = { requiredText: t('forms.required'), optionalText: t('forms.optional') };
  return (
    <>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.summary.map((line) => ({ fieldId: fileErrors.fieldIdOf(line.path) ?? fieldIdOf(line.path), message: namedErrorText(t, line.message, line.path === null ? null : labelOf(line.path)) }))}
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
      {model.isAsked && <NoneYesMeaning />}
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
      <FormAttachmentsField
        id={FIELD_IDS.files}
        label={t('pages.insuranceRight.files')}
        hint={t('pages.insuranceRight.filesHint', { types: formatFileTypes(DECLARATION_FILE_EXTENSIONS) })}
        error={errorOf('files')}
        attachments={attachments}
      />
    </>
  );
}
