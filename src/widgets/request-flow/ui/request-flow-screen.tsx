import { useTranslation } from '@/shared/i18n';
import { formatFileSize } from '@/shared/lib/format';
import { Page } from '@/shared/ui/page';
import { UploadProgress } from '@/shared/ui/upload-progress';
import { StepIndicator, WizardActions, WizardDialogs } from '@/shared/ui/wizard';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { REQUEST_FLOW_STEPS, type RequestFlowModel } from '../model/create-request-flow';
import { AnswersStep } from './answers-step';
import { ChoiceStep } from './choice-step';
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
  const view = useUnit({
    step: model.wizard.$step,
    position: model.wizard.$position,
    isCancelOpen: model.wizard.$isCancelOpen,
    isLeaveOpen: model.leaveGuard.$isConfirmOpen,
    isSaving: model.$isSaving,
    isChecking: model.attachments.$isChecking,
    files: model.attachments.$attachments,
    status: model.$personsStatus,
    onNext: model.wizard.nextClicked,
    onBack: model.wizard.backClicked,
    onCancel: model.wizard.cancelClicked,
    onCancelConfirmed: model.wizard.cancelConfirmed,
    onCancelDismissed: model.wizard.cancelDismissed,
    onLeaveConfirmed: model.leaveGuard.leaveConfirmed,
    onLeaveDismissed: model.leaveGuard.leaveDismissed,
    onSend: model.sendClicked,
  });
  const stepName = t(`widgets.requestFlow.steps.${view.step}`);
  const stepText = t('forms.wizard.step', { number: view.position.number, count: view.position.count, name: stepName });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (view.position.isLast) view.onSend();
    else view.onNext();
  };
  const isBusy = view.isSaving || view.isChecking;
  const totalSize = view.files.reduce((total, attachment) => total + attachment.size, 0);
  return (
    <Page title={t(`${textsKey}.title`)}>
      <p className="request-flow__intro">{t(`${textsKey}.intro`)}</p>
      <StepIndicator text={stepText} steps={REQUEST_FLOW_STEPS.map((name) => t(`widgets.requestFlow.steps.${name}`))} current={view.position.number} />
      {view.status === 'fail' ? (
        <p className="details-message" role="alert">
          {t('widgets.requestFlow.loadFailed')}
        </p>
      ) : (
        <form className="form request-flow" noValidate onSubmit={submit} aria-label={stepText}>
          {view.step === 'soort' && <ChoiceStep model={model} />}
          {view.step === 'gegevens' && <AnswersStep model={model} />}
          {view.step === 'controle' && <SummaryStep model={model} />}
          {view.isSaving && view.files.length > 0 && (
            <UploadProgress text={t('forms.files.sending', { count: view.files.length, size: formatFileSize(totalSize) })} />
          )}
          <WizardActions
            position={view.position}
            isBusy={isBusy}
            isSaving={view.isSaving}
            sendText={t('widgets.requestFlow.send')}
            sendingText={t('widgets.requestFlow.sending')}
            onCancel={() => view.onCancel()}
            onBack={() => view.onBack()}
          />
        </form>
      )}
      <WizardDialogs
        cancel={{ isOpen: view.isCancelOpen, onConfirm: () => view.onCancelConfirmed(), onCancel: () => view.onCancelDismissed() }}
        leave={{ isOpen: view.isLeaveOpen, onConfirm: () => view.onLeaveConfirmed(), onCancel: () => view.onLeaveDismissed() }}
      />
    </Page>
  );
}
