import { useTranslation } from '@/shared/i18n';
import { formatDate, formatFileSize } from '@/shared/lib/format';
import { Page } from '@/shared/ui/page';
import { UploadProgress } from '@/shared/ui/upload-progress';
import { StepIndicator, WizardActions, WizardDialogs } from '@/shared/ui/wizard';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import {
  $files,
  $isSaving,
  $personsStatus,
  $replyBy,
  attachments,
  leaveGuard,
  sendClicked,
  wizard,
} from '../model/contact-form-page';
import { QuestionStep } from './question-step';
import { SummaryStep } from './summary-step';
import './contact-form-page.css';

const STEP_NAMES = ['vraag', 'controle'] as const;

/** contactformulier: a question to customer service in two steps, the question and its summary. */
export function ContactFormPage() {
  const { t } = useTranslation();
  const model = useUnit({
    step: wizard.$step,
    position: wizard.$position,
    isCancelOpen: wizard.$isCancelOpen,
    isLeaveOpen: leaveGuard.$isConfirmOpen,
    isSaving: $isSaving,
    isChecking: attachments.$isChecking,
    files: $files,
    replyBy: $replyBy,
    status: $personsStatus,
    onNext: wizard.nextClicked,
    onBack: wizard.backClicked,
    onCancel: wizard.cancelClicked,
    onCancelConfirmed: wizard.cancelConfirmed,
    onCancelDismissed: wizard.cancelDismissed,
    onLeaveConfirmed: leaveGuard.leaveConfirmed,
    onLeaveDismissed: leaveGuard.leaveDismissed,
    onSend: sendClicked,
  });
  const stepName = t(`pages.contactForm.steps.${model.step}`);
  const stepText = t('forms.wizard.step', { number: model.position.number, count: model.position.count, name: stepName });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (model.position.isLast) model.onSend();
    else model.onNext();
  };
  const isBusy = model.isSaving || model.isChecking;
  const totalSize = model.files.reduce((total, attachment) => total + attachment.size, 0);
  return (
    <Page title={t('pages.contactForm.title')}>
      {model.replyBy && <p className="contact-form__intro">{t('pages.contactForm.intro', { date: formatDate(model.replyBy, 'EEEE d MMMM') })}</p>}
      <StepIndicator
        text={stepText}
        steps={STEP_NAMES.map((name) => t(`pages.contactForm.steps.${name}`))}
        current={model.position.number}
      />
      {model.status === 'fail' ? (
        <p className="details-message" role="alert">
          {t('pages.contactForm.loadFailed')}
        </p>
      ) : (
        <form className="form contact-form" noValidate onSubmit={submit} aria-label={stepText}>
          {model.step === 'vraag' ? <QuestionStep /> : <SummaryStep />}
          {model.isSaving && model.files.length > 0 && (
            <UploadProgress text={t('forms.files.sending', { count: model.files.length, size: formatFileSize(totalSize) })} />
          )}
          <WizardActions
            position={model.position}
            isBusy={isBusy}
            isSaving={model.isSaving}
            sendText={t('pages.contactForm.send')}
            sendingText={t('pages.contactForm.sending')}
            onCancel={() => model.onCancel()}
            onBack={() => model.onBack()}
          />
        </form>
      )}
      <WizardDialogs
        cancel={{ isOpen: model.isCancelOpen, onConfirm: () => model.onCancelConfirmed(), onCancel: () => model.onCancelDismissed() }}
        leave={{ isOpen: model.isLeaveOpen, onConfirm: () => model.onLeaveConfirmed(), onCancel: () => model.onLeaveDismissed() }}
      />
    </Page>
  );
}
