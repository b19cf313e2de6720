import { useTranslation } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/format';
import { Page } from '@/shared/ui/page';
import { WizardForm } from '@/shared/ui/wizard';
import { useUnit } from 'effector-react';
import { $personsStatus, $replyBy, frame } from '../model/contact-form-page';
import { QuestionStep } from './question-step';
import { SummaryStep } from './summary-step';
import './contact-form-page.css';

const STEP_NAMES = ['vraag', 'controle'] as const;

/** contactformulier: a question to customer service in two steps, the question and its summary. */
export function ContactFormPage() {
  const { t } = useTranslation();
  const model = useUnit({ replyBy: $replyBy, status: $personsStatus });
  return (
    <Page title={t('pages.contactForm.title')}>
      {model.replyBy && <p className="contact-form__intro">{t('pages.contactForm.intro', { date: formatDate(model.replyBy, 'EEEE d MMMM') })}</p>}
      <WizardForm
        model={frame}
        steps={STEP_NAMES}
        stepName={(step) => t(`pages.contactForm.steps.${step}`)}
        sendText={t('pages.contactForm.send')}
        sendingText={t('pages.contactForm.sending')}
        className="contact-form"
        failure={model.status === 'fail' ? t('pages.contactForm.loadFailed') : null}
      >
        {(step) => (step === 'vraag' ? <QuestionStep /> : <SummaryStep />)}
      </WizardForm>
    </Page>
  );
}
