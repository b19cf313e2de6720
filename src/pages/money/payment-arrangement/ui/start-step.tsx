import { ArrangementTermsTable } from '@/entities/invoice';
import { useTranslation } from '@/shared/i18n';
import { namedErrorText } from '@/shared/lib/form';
import { formatWeekday } from '@/shared/lib/format';
import { ErrorSummary, RadioGroupField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import { $schedule, $startDates, startForm } from '../model/payment-arrangement-page';
import { FIELD_IDS } from './field-ids';

const PREFIX = 'pages.paymentArrangement';

/** The terms of the arrangement on their calendar dates. */
export function ScheduleTable() {
  const { t } = useTranslation();
  const schedule = useUnit($schedule);
  return (
    <ArrangementTermsTable
      terms={schedule}
      caption={t(`${PREFIX}.scheduleCaption`)}
      headers={{ term: t(`${PREFIX}.term`), date: t(`${PREFIX}.termDate`), amount: t(`${PREFIX}.termAmount`) }}
    />
  );
}

/** Step 3: the first term on one of the fixed collection moments, and the whole schedule that follows from it. */
export function StartStep() {
  const { t } = useTranslation();
  const model = useUnit({
    values: startForm.$values,
    errors: startForm.$shownErrors,
    summary: startForm.$summary,
    attempt: startForm.$attempt,
    startDates: $startDates,
    onField: startForm.fieldChanged,
  });
  const error = model.errors.startDate;
  return (
    <>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.summary.map((line) => ({ fieldId: FIELD_IDS.startDate, message: namedErrorText(t, line.message, line.path === null ? null : t(`${PREFIX}.startDate`)) }))}
      />
      <RadioGroupField
        id={FIELD_IDS.startDate}
        legend={t(`${PREFIX}.startDate`)}
        hint={t(`${PREFIX}.startDateHint`)}
        error={error ? namedErrorText(t, error, t(`${PREFIX}.startDate`)) : null}
        value={model.values.startDate}
        onValueChange={(startDate) => model.onField({ field: 'startDate', value: startDate })}
        options={model.startDates.map((day) => ({ value: day, label: formatWeekday(day) }))}
      />
      {model.values.startDate !== '' && <ScheduleTable />}
    </>
  );
}
