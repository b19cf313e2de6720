import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { useFormErrors } from '@/shared/lib/form';
import { CheckboxField, CheckboxGroupField, ErrorSummary, TextField, YesNoField } from '@/shared/ui/form';
import { DENTAL_TREATMENT_OPTIONS } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import { $acceptanceDate, $isAboutUser, $isSending, NO_TREATMENT, questionnaireForm, treatmentsChosen } from '../model/questionnaire';

const FIELD_IDS = {
  orthodonticsWithinTwoYears: 'dental-orthodontics',
  dentistLastTwoYears: 'dental-dentist',
  hasCongenitalDentalDefect: 'dental-defect',
  congenitalDentalDefectMessage: 'dental-defect-message',
  extracted4OrMoreTeeth: 'dental-extracted',
  numberOfMissingTeeth: 'dental-missing',
  expectsToHaveOneOfFollowingTreatments: 'dental-treatments',
  acceptedTermsAndConditions: 'dental-terms',
};

type YesNoQuestion = 'orthodonticsWithinTwoYears' | 'dentistLastTwoYears' | 'hasCongenitalDentalDefect' | 'extracted4OrMoreTeeth';

/**
 * The dental questionnaire (spec 02 §3 "Dental medical selection"): orthodontics within two years, a
 * dentist in the last two years, a congenital defect with its message, 4 or more teeth extracted, the
 * number of missing teeth, the expected treatments or none, and the terms accepted with the date.
 * The caller opens it for a person (`questionnaireOpened`) and listens to `decided`; its questions ask the user
 * ("Verwacht u …"), or name the person by `personName` when it is someone else ("Verwacht Sanne de Vries …").
 */
export function DentalQuestionnaire({ actions, personName }: { actions?: ReactNode; personName: string }) {
  const { t: translate } = useTranslation();
  const model = useUnit({
    values: questionnaireForm.$values,
    isAboutUser: $isAboutUser,
    acceptanceDate: $acceptanceDate,
    isSending: $isSending,
    onField: questionnaireForm.fieldChanged,
    onTreatments: treatmentsChosen,
    onSubmit: questionnaireForm.submitted,
  });
  const about = model.isAboutUser || personName === '' ? {} : { context: 'person', name: personName };
  const t = (key: string, values: Record<string, string> = {}) => translate(key, { ...about, ...values });
  const errors = useFormErrors(questionnaireForm, FIELD_IDS, {
    labelOf: (path) =>
      path === 'expectsToHaveOneOfFollowingTreatments'
        ? t('features.dentalMedicalSelection.treatments')
        : t(`features.dentalMedicalSelection.${path}`, { date: model.acceptanceDate ? formatDay(model.acceptanceDate) : '' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  const { values } = model;
  const yesNo = (field: YesNoQuestion) => (
    <YesNoField
      key={field}
      id={FIELD_IDS[field]}
      legend={t(`features.dentalMedicalSelection.${field}`)}
      hint={field === 'hasCongenitalDentalDefect' ? t('features.dentalMedicalSelection.congenitalDentalDefectHint') : undefined}
      value={values[field]}
      onValueChange={(value) => model.onField({ field, value })}
      yesLabel={t('features.dentalMedicalSelection.yes')}
      noLabel={t('features.dentalMedicalSelection.no')}
      error={errors.errorOf(field)}
    />
  );
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.dentalMedicalSelection.formName')} data-testid="dental-questionnaire">
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      {yesNo('orthodonticsWithinTwoYears')}
      {yesNo('dentistLastTwoYears')}
      {yesNo('hasCongenitalDentalDefect')}
      {values.hasCongenitalDentalDefect === true && (
        <TextField
          id={FIELD_IDS.congenitalDentalDefectMessage}
          label={t('features.dentalMedicalSelection.congenitalDentalDefectMessage')}
          value={values.congenitalDentalDefectMessage}
          onValueChange={(value) => model.onField({ field: 'congenitalDentalDefectMessage', value })}
          error={errors.errorOf('congenitalDentalDefectMessage')}
          maxLength={200}
        />
      )}
      {yesNo('extracted4OrMoreTeeth')}
      <TextField
        id={FIELD_IDS.numberOfMissingTeeth}
        label={t('features.dentalMedicalSelection.numberOfMissingTeeth')}
        hint={t('features.dentalMedicalSelection.numberOfMissingTeethHint')}
        inputMode="numeric"
        value={values.numberOfMissingTeeth}
        onValueChange={(value) => model.onField({ field: 'numberOfMissingTeeth', value })}
        error={errors.errorOf('numberOfMissingTeeth')}
        maxLength={2}
      />
      <CheckboxGroupField
        id={FIELD_IDS.expectsToHaveOneOfFollowingTreatments}
        legend={t('features.dentalMedicalSelection.treatments')}
        options={[...DENTAL_TREATMENT_OPTIONS, NO_TREATMENT].map((value) => ({ value, label: t(`features.dentalMedicalSelection.treatmentOptions.${value}`) }))}
        values={values.doesNotExpectTreatment ? [NO_TREATMENT] : values.expectsToHaveOneOfFollowingTreatments}
        onValuesChange={(chosen) => model.onTreatments(chosen)}
        error={errors.errorOf('expectsToHaveOneOfFollowingTreatments')}
      />
      <CheckboxField
        id={FIELD_IDS.acceptedTermsAndConditions}
        label={t('features.dentalMedicalSelection.acceptedTermsAndConditions', { date: model.acceptanceDate ? formatDay(model.acceptanceDate) : '' })}
        checked={values.acceptedTermsAndConditions}
        onCheckedChange={(value) => model.onField({ field: 'acceptedTermsAndConditions', value })}
        error={errors.errorOf('acceptedTermsAndConditions')}
      />
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isSending} aria-busy={model.isSending}>
          {model.isSending ? t('features.dentalMedicalSelection.sending') : t('features.dentalMedicalSelection.submit')}
        </button>
        {actions}
      </p>
    </form>
  );
}
