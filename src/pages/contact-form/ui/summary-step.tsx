import { useTranslation } from '@/shared/i18n';
import { SummaryFiles, SummaryList } from '@/shared/ui/wizard';
import { formatPhoneNumberForReading } from '@portal/domain';
import { useUnit } from 'effector-react';
import { attachments, person, questionForm, wizard } from '../model/contact-form-page';
import { FIELD_IDS } from './field-ids';

/** Step 2: every answer, each with a link back to where it is given. */
export function SummaryStep() {
  const { t } = useTranslation();
  const model = useUnit({
    values: questionForm.$values,
    chosen: person.$chosenPerson,
    files: attachments.$attachments,
    onStep: wizard.stepChosen,
  });
  // back to the question, with focus on the field to change
  const change = (fieldId: string) => () => {
    model.onStep('vraag');
    requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
  };
  const row = (field: keyof typeof FIELD_IDS, description: React.ReactNode) => ({
    term: t(`pages.contactForm.${field === 'customerNumber' ? 'person' : field}`),
    description,
    changeText: t('forms.wizard.change', { what: t(`pages.contactForm.what.${field === 'customerNumber' ? 'person' : field}`) }),
    onChange: change(FIELD_IDS[field]),
  });
  return (
    <>
      <p>{t('pages.contactForm.summaryIntro')}</p>
      <SummaryList
        rows={[
          row('customerNumber', model.chosen?.name ?? ''),
          row('topic', model.values.topic ? t(`pages.contactForm.topics.${model.values.topic}`) : ''),
          row('question', model.values.question),
          row('files', <SummaryFiles files={model.files} />),
          row('email', model.values.email),
          row('phoneNumber', model.values.phoneNumber ? formatPhoneNumberForReading(model.values.phoneNumber) : t('pages.contactForm.noPhoneNumber')),
        ]}
      />
    </>
  );
}
