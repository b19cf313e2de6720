import { useTranslation } from '@/shared/i18n';
import { formatFileSize } from '@/shared/lib/format';
import { Page } from '@/shared/ui/page';
import { UploadProgress } from '@/shared/ui/upload-progress';
import { StepIndicator, WizardActions, WizardDialogs } from '@/shared/ui/wizard';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $isSaving, attachments, leaveGuard, sendClicked, wizard } from '../model/insurance-right-page';
import { QuestionsStep } from './questions-step';
import { SummaryStep } from './summary-step';
import './insurance-right-page.css';

const STEP_NAMES = ['vragen', 'controle'] as const;

/** verzekeringsrecht: the yearly insurance-right check in two steps, the questions and their summary. */
export function InsuranceRightPage() {
  const { t } = useTranslation();
  const model = useUnit({
    step: wizard.$step,
    position: wizard.$position,
    isCancelOpen: wizard.$isCancelOpen,
    isLeaveOpen: leaveGuard.$isConfirmOpen,
    isSaving: $isSaving,
    isChecking: attachments.$isChecking,
    files: attachments.$attachments,
    onNext: wizard.nextClicked,
    onBack: wizard.backClicked,
    onCancel: wizard.cancelClicked,
    onCancelConfirmed: wizard.cancelConfirmed,
    onCancelDismissed: wizard.cancelDismissed,
    onLeaveConfirmed: leaveGuard.leaveConfirmed,
    onLeaveDismissed: leaveGuard.leaveDismissed,
    onSend: sendClicked,
  });
  const stepName = t(`pages.insuranceRight.steps.${model.step}`);
  const stepText = t('forms.wizard.step', { number: model.position.number, count: model.position.count, name: stepName });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (model.position.isLast) model.onSend();
    else model.onNext();
  };
  const isBusy = model.isSaving || model.isChecking;
  const totalSize = model.files.reduce((total, attachment) => total + attachment.size, 0);
  return (
    <Page title={t('pages.insuranceRight.title')}>
      <p className="insurance-right__intro">{t('pages.insuranceRight.intro')}</p>
      <StepIndicator text={stepText} steps={STEP_NAMES.map((name) => t(`pages.insuranceRight.steps.${name}`))} current={model.position.number} />
      <form className="form insurance-right" noValidate onSubmit={submit} aria-label={stepText}>
        {model.step === 'vragen' ? <QuestionsStep /> : <SummaryStep />}
        {model.isSaving && model.files.length > 0 && (
          <UploadProgress text={t('forms.files.sending', { count: model.files.length, size: formatFileSize(totalSize) })} />
        )}
        <WizardActions
          position={model.position}
          isBusy={isBusy}
          isSaving={model.isSaving}
          sendText={t('pages.insuranceRight.send')}
          sendingText={t('pages.insuranceRight.sending')}
          onCancel={() => model.onCancel()}
          onBack={() => model.onBack()}
        />
      </form>
      <WizardDialogs
        cancel={{ isOpen: model.isCancelOpen, onConfirm: () => model.onCancelConfirmed(), onCancel: () => model.onCancelDismissed() }}
        leave={{ isOpen: model.isLeaveOpen, onConfirm: () => model.onLeaveConfirmed(), onCancel: () => model.onLeaveDismissed() }}
      />
    </Page>
  );
}
