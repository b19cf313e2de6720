import { useTranslation } from '@/shared/i18n';
import { formatMoment, formatWeekday } from '@/shared/lib/format';
import { Link, routeUrl } from '@/shared/routing';
import { DetailsList } from '@/shared/ui/details-list';
import { SuccessDialog } from '@/shared/ui/dialog';
import { Page } from '@/shared/ui/page';
import { WizardForm } from '@/shared/ui/wizard';
import { useUnit } from 'effector-react';
import { $isLoadingPersons, $personsStatus, $receipt, $replyBy, frame, receiptClosed } from '../model/contact-form-page';
import { QuestionStep } from './question-step';
import { SummaryStep } from './summary-step';
import './contact-form-page.css';

/** contactformulier: a question to customer service in two steps, the question and its summary. */
export function ContactFormPage() {
  const { t } = useTranslation();
  const model = useUnit({ replyBy: $replyBy, status: $personsStatus, isLoading: $isLoadingPersons });
  return (
    <Page title={t('pages.contactForm.title')}>
      {model.replyBy && <p className="contact-form__intro">{t('pages.contactForm.intro', { date: formatWeekday(model.replyBy, { withYear: false }) })}</p>}
      <WizardForm
        model={frame}
        stepName={(step) => t(`pages.contactForm.steps.${step}`)}
        sendText={t('pages.contactForm.send')}
        sendingText={t('pages.contactForm.sending')}
        className="contact-form"
        failure={model.status === 'fail' ? t('pages.contactForm.loadFailed') : null}
        loading={model.isLoading ? t('pages.contactForm.loading') : null}
      >
        {(step) => (step === 'vraag' ? <QuestionStep /> : <SummaryStep />)}
      </WizardForm>
      <ReceiptDialog />
    </Page>
  );
}

/** The success popup (issue 33 point 7): the topic, the person, when it arrived, the day of the answer, and where to find it later. */
function ReceiptDialog() {
  const { t } = useTranslation();
  const { receipt, onClose } = useUnit({ receipt: $receipt, onClose: receiptClosed });
  const texts = 'pages.contactForm.receipt';
  return (
    <SuccessDialog
      isOpen={receipt !== null}
      title={t(`${texts}.title`)}
      closeLabel={t(`${texts}.close`)}
      onClose={() => onClose()}
      secondaryAction={
        <Link to={routeUrl('my-requests')} className="button button--secondary">
          {t(`${texts}.myRequests`)}
        </Link>
      }
    >
      {receipt && (
        <>
          <p>{t('pages.contactForm.sent', { date: formatWeekday(receipt.replyBefore) })}</p>
          <DetailsList
            items={[
              { term: t(`${texts}.topic`), description: t(`pages.contactForm.topics.${receipt.topic}`) },
              { term: t(`${texts}.person`), description: receipt.personName },
              { term: t(`${texts}.receivedAt`), description: formatMoment(receipt.receivedAt) },
              { term: t(`${texts}.replyBefore`), description: formatWeekday(receipt.replyBefore) },
            ]}
          />
        </>
      )}
    </SuccessDialog>
  );
}
