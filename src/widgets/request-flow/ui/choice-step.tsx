import { InsuredPersonPicker } from '@/entities/customer';
import { useTranslation } from '@/shared/i18n';
import { namedErrorText, type FormMessage } from '@/shared/lib/form';
import { ErrorSummary, RadioGroupField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { RequestFlowModel } from '../model/create-request-flow';
import { requestFieldId } from './field-ids';

/** Step 1: which request, and for whom (each flow offers only the persons its rule allows). */
export function ChoiceStep({ model }: { model: RequestFlowModel }) {
  const { t } = useTranslation();
  const { textsKey } = model;
  const view = useUnit({
    values: model.choiceForm.$values,
    errors: model.choiceForm.$shownErrors,
    summary: model.choiceForm.$summary,
    attempt: model.choiceForm.$attempt,
    persons: model.$persons,
    chosen: model.$chosenCustomerNumber,
    notice: model.$notice,
    onField: model.choiceForm.fieldChanged,
    onPerson: model.personChosen,
  });
  const labelOf = (path: string | null) => (path === null ? null : t(`${textsKey}.${path === 'customerNumber' ? 'person' : 'flowLegend'}`));
  const text = (message: FormMessage, path: string | null) => namedErrorText(t, message, labelOf(path));
  const errorOf = (path: string) => {
    const message = view.errors[path];
    return message ? text(message, path) : null;
  };
  return (
    <>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={view.attempt}
        errors={view.summary.map((line) => ({ fieldId: `${requestFieldId(line.path ?? 'flow')}-0`, message: text(line.message, line.path) }))}
      />
      <RadioGroupField
        id={requestFieldId('flow')}
        legend={t(`${textsKey}.flowLegend`)}
        required
        requiredText={t('forms.required')}
        optionalText={t('forms.optional')}
        error={errorOf('flow')}
        value={view.values.flow}
        onValueChange={(value) => view.onField({ field: 'flow', value })}
        options={model.flows.map((flow) => ({ value: flow.id, label: t(`${textsKey}.flows.${flow.id}`), hint: t(`${textsKey}.flowHints.${flow.id}`) }))}
      />
      {view.persons.length > 0 && (
        <InsuredPersonPicker
          id={requestFieldId('customerNumber')}
          legend={t(`${textsKey}.person`)}
          hint={t(`${textsKey}.personHint`)}
          bornOn={(date) => t('widgets.requestFlow.bornOn', { date })}
          onlyPerson={(name) => t(`${textsKey}.onlyPerson`, { name })}
          error={errorOf('customerNumber')}
          persons={view.persons}
          value={view.chosen}
          onValueChange={view.onPerson}
        />
      )}
      {view.notice && (
        <p className="request-flow__notice" role="status">
          {t(view.notice)}
        </p>
      )}
    </>
  );
}
