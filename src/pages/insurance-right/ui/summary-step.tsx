import { useTranslation } from '@/shared/i18n';
import { SummaryFiles, SummaryList } from '@/shared/ui/wizard';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $isLastDutchIncomeAsked, attachments, questionsForm, wizard } from '../model/insurance-right-page';
import { FIELD_IDS, type FieldName } from './field-ids';
import { NoneYesMeaning } from './questions-step';

/** Step 2: every answer, each with a link back to where it is given. */
export function SummaryStep() {
  const { t } = useTranslation();
  const model = useUnit({ values: questionsForm.$values, isAsked: $isLastDutchIncomeAsked, files: attachments.$attachments, onStep: wizard.stepChosen });
  // back to the questions, with focus on the answer to change (a group's chosen answer)
  const change = (fieldId: string) => () => {
    model.onStep('vragen');
    requestAnimationFrame(() => {
      const field = document.getElementById(fieldId);
      (field?.matches('input') ? field : (field?.querySelector<HTMLElement>('input:checked') ?? field?.querySelector<HTMLElement>('input')))?.focus();
    });
  };
  const yesNo = (answer: boolean | null) => (answer === null ? '' : answer ? t('pages.insuranceRight.yes') : t('pages.insuranceRight.no'));
  const row = (field: FieldName, description: ReactNode) => ({
    term: t(`pages.insuranceRight.${field}`),
    description,
    changeText: t('forms.wizard.change', { what: t(`pages.insuranceRight.what.${field}`) }),
    onChange: change(FIELD_IDS[field]),
  });
  return (
    <>
      <p>{t('pages.insuranceRight.summaryIntro')}</p>
      <SummaryList
        rows={[
          row('hasDutchIncome', yesNo(model.values.hasDutchIncome)),
          row('hasBenefit', yesNo(model.values.hasBenefit)),
          row('hasOtherIncome', yesNo(model.values.hasOtherIncome)),
          row('isSelfEmployed', yesNo(model.values.isSelfEmployed)),
          ...(model.isAsked ? [row('lastDutchIncome', model.values.lastDutchIncome)] : []),
          row('files', <SummaryFiles files={model.files} />),
        ]}
      />
      {model.isAsked && <NoneYesMeaning />}
    </>
  );
}
