import { useTranslation } from '@/shared/i18n';
import { Page } from '@/shared/ui/page';
import { WizardForm } from '@/shared/ui/wizard';
import { frame } from '../model/insurance-right-page';
import { QuestionsStep } from './questions-step';
import { ReceiptDialog } from './receipt-dialog';
import { SummaryStep } from './summary-step';
import './insurance-right-page.css';

/** verzekeringsrecht: the yearly insurance-right check in two steps, the questions and their summary, ending in its receipt. */
export function InsuranceRightPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.insuranceRight.title')}>
      <p className="insurance-right__intro">{t('pages.insuranceRight.intro')}</p>
      <WizardForm
        model={frame}
        stepName={(step) => t(`pages.insuranceRight.steps.${step}`)}
        sendText={t('pages.insuranceRight.send')}
        sendingText={t('pages.insuranceRight.sending')}
        className="insurance-right"
      >
        {(step) => (step === 'vragen' ? <QuestionsStep /> : <SummaryStep />)}
      </WizardForm>
      <ReceiptDialog />
    </Page>
  );
}
