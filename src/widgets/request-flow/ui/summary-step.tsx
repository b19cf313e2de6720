import { useTranslation } from '@/shared/i18n';
import { SummaryFiles, SummaryList, type SummaryRow } from '@/shared/ui/wizard';
import { shownRequestFields } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { RequestFlowModel } from '../model/create-request-flow';
import { answerText } from './answer-text';
import { focusIdOf, requestFieldId, textNameOf } from './field-ids';

/** Step 3: the request, the person and every answer, each with a link back to where it is given. */
export function SummaryStep({ model }: { model: RequestFlowModel }) {
  const { t } = useTranslation();
  const { textsKey } = model;
  const view = useUnit({
    flow: model.$flow,
    person: model.$chosenPerson,
    values: model.answersForm.$values,
    files: model.attachments.$attachments,
    onStep: model.wizard.stepChosen,
  });
  if (!view.flow) return null;
  const change = (step: 'soort' | 'gegevens', fieldId: string) => () => {
    view.onStep(step);
    requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
  };
  const shown = shownRequestFields(view.flow, view.values);
  // a unit is said with its amount ("12 weken"), minutes with their hours ("3 uur 30 minuten")
  const unitFields = new Set(shown.flatMap((field) => [field.unitField, field.minutesField].filter((name): name is string => name !== undefined)));
  const rows: SummaryRow[] = [
    {
      term: t(`${textsKey}.flowLegend`),
      description: t(`${textsKey}.flows.${view.flow.id}`),
      changeText: t('forms.wizard.change', { what: t('widgets.requestFlow.theRequest') }),
      onChange: change('soort', `${requestFieldId('flow')}-0`),
    },
    {
      term: t(`${textsKey}.person`),
      description: view.person?.name ?? '',
      changeText: t('forms.wizard.change', { what: t('widgets.requestFlow.thePerson') }),
      onChange: change('soort', `${requestFieldId('customerNumber')}-0`),
    },
    ...shown
      // a list is its items; a unit is said with its amount ("12 weken")
      .filter((field) => field.kind !== 'list' && !unitFields.has(field.name))
      .map((field) => {
        const label = t(`${textsKey}.fields.${textNameOf(field)}`);
        const term = field.listItem ? `${label} (${t(`${textsKey}.lists.${field.listItem.list}.legend`, { number: field.listItem.index + 1 })})` : label;
        return {
          term,
          description: answerText(field, view.values, t, textsKey),
          changeText: t('forms.wizard.change', { what: term.toLowerCase() }),
          onChange: change('gegevens', focusIdOf(field)),
        };
      }),
  ];
  if (view.flow.files) {
    rows.push({
      term: t(`${textsKey}.files`),
      description: <SummaryFiles files={view.files} />,
      changeText: t('forms.wizard.change', { what: t('widgets.requestFlow.theFiles') }),
      onChange: change('gegevens', requestFieldId('files')),
    });
  }
  return (
    <>
      <p>{t('widgets.requestFlow.summaryIntro')}</p>
      <SummaryList rows={rows} />
    </>
  );
}
