import { useTranslation } from '@/shared/i18n';
import { formatFileSize } from '@/shared/lib/format';
import { ConfirmDialog } from '@/shared/ui/dialog';
import { Page } from '@/shared/ui/page';
import { UploadProgress } from '@/shared/ui/upload-progress';
import { StepIndicator } from '@/shared/ui/wizard';
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
        <div className="wizard-actions">
          <button type="button" className="button button--link" onClick={() => model.onCancel()}>
            {t('forms.wizard.cancel')}
          </button>
          <div className="wizard-actions__forward">
            {!model.position.isFirst && (
              <button type="button" className="button button--secondary" onClick={() => model.onBack()}>
                {t('forms.wizard.back')}
              </button>
            )}
            <button type="submit" className="button button--primary" aria-disabled={isBusy || undefined} aria-busy={model.isSaving || undefined}>
              {model.position.isLast ? (model.isSaving ? t('pages.insuranceRight.sending') : t('pages.insuranceRight.send')) : t('forms.wizard.next')}
            </button>
          </div>
        </div>
      </form>
      <ConfirmDialog
        isOpen={model.isCancelOpen}
        title={t('forms.wizard.cancelTitle')}
        text={t('forms.wizard.cancelText')}
        confirmLabel={t('forms.wizard.cancelConfirm')}
        cancelLabel={t('forms.wizard.cancelKeep')}
        onConfirm={() => model.onCancelConfirmed()}
        onCancel={() => model.onCancelDismissed()}
      />
      <ConfirmDialog
        isOpen={model.isLeaveOpen}
        title={t('forms.leave.title')}
        text={t('forms.leave.text')}
        confirmLabel={t('forms.leave.confirm')}
        cancelLabel={t('forms.leave.stay')}
        onConfirm={() => model.onLeaveConfirmed()}
        onCancel={() => model.onLeaveDismissed()}
      />
    </Page>
  );
}
