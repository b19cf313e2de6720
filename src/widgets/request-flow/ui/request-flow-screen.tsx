import { useTranslation } from '@/shared/i18n';
import { Page } from '@/shared/ui/page';
import { WizardForm } from '@/shared/ui/wizard';
import { useUnit } from 'effector-react';
import type { RequestFlowModel } from '../model/create-request-flow';
import { AnswersStep } from './answers-step';
import { ChoiceStep } from './choice-step';
import { FlowReceiptDialog } from './flow-receipt-dialog';
import { SummaryStep } from './summary-step';
import './request-flow.css';

/**
 * The screen of a request area (care mediation, treatment abroad): the
 * wizard's three steps (the flow and person, the flow's answers, the
 * summary) with cancel and leave confirmations. The page passes its model
 * and its texts' key; every flow is drawn from its field list.
 */
export function RequestFlowScreen({ model }: { model: RequestFlowModel }) {
  const { t } = useTranslation();
  const { textsKey } = model;
  const status = useUnit(model.$personsStatus);
  return (
    <Page title={t(`${textsKey}.title`)}>
      <p className="request-flow__intro">{t(`${textsKey}.intro`)}</p>
      <WizardForm
        model={model}
        stepName={(step) => t(`widgets.requestFlow.steps.${step}`)}
        sendText={t('widgets.requestFlow.send')}
        sendingText={t('widgets.requestFlow.sending')}
        className="request-flow"
        failure={status === 'fail' ? t('widgets.requestFlow.loadFailed') : null}
      >
        {(step) => (
          <>
            {step === 'soort' && <ChoiceStep model={model} />}
            {step === 'gegevens' && <AnswersStep model={model} />}
            {step === 'controle' && <SummaryStep model={model} />}
          </>
        )}
      </WizardForm>
      <FlowReceiptDialog model={model} />
    </Page>
  );
}
