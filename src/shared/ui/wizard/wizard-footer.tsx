import { useTranslation } from '@/shared/i18n';
import { formatFileSize } from '@/shared/lib/format';
import { ConfirmDialog } from '@/shared/ui/dialog';
import { useLeaveBlocker, type LeaveGuard } from '@/shared/lib/form';
import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';

interface WizardActionsProps {
  position: { isFirst: boolean; isLast: boolean };
  /** saving or checking files: the submit button says so and does nothing */
  isBusy: boolean;
  isSaving: boolean;
  /** the last step's button, and its text while sending */
  sendText: string;
  sendingText: string;
  onCancel: () => void;
  onBack: () => void;
}

/** A wizard's buttons: cancel, back (not on the first step), and next or send (the form's submit). */
export function WizardActions({ position, isBusy, isSaving, sendText, sendingText, onCancel, onBack }: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="wizard-actions">
      <button type="button" className="button button--link" onClick={onCancel}>
        {t('forms.wizard.cancel')}
      </button>
      <div className="wizard-actions__forward">
        {!position.isFirst && (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t('forms.wizard.back')}
          </button>
        )}
        <button type="submit" className="button button--primary" aria-disabled={isBusy || undefined} aria-busy={isSaving || undefined}>
          {position.isLast ? (isSaving ? sendingText : sendText) : t('forms.wizard.next')}
        </button>
      </div>
    </div>
  );
}

/** The units of a wizard and of its page's leave guard that its two questions use. */
interface WizardConfirmationsProps {
  wizard: { $isCancelOpen: Store<boolean>; cancelConfirmed: EventCallable<void>; cancelDismissed: EventCallable<void> };
  leaveGuard: LeaveGuard;
}

/**
 * The wizard's two questions, cancel the whole form and leave with unsaved answers, and the router's blocker that
 * asks the second before a link, Back or Forward leaves the page: a wizard page renders this once.
 */
export function WizardConfirmations({ wizard, leaveGuard }: WizardConfirmationsProps) {
  const { t } = useTranslation();
  useLeaveBlocker(leaveGuard);
  const view = useUnit({
    isCancelOpen: wizard.$isCancelOpen,
    isLeaveOpen: leaveGuard.$isConfirmOpen,
    onCancelConfirmed: wizard.cancelConfirmed,
    onCancelDismissed: wizard.cancelDismissed,
    onLeaveConfirmed: leaveGuard.leaveConfirmed,
    onLeaveDismissed: leaveGuard.leaveDismissed,
  });
  return (
    <>
      <ConfirmDialog
        isOpen={view.isCancelOpen}
        title={t('forms.wizard.cancelTitle')}
        text={t('forms.wizard.cancelText')}
        confirmLabel={t('forms.wizard.cancelConfirm')}
        cancelLabel={t('forms.wizard.cancelKeep')}
        onConfirm={() => view.onCancelConfirmed()}
        onCancel={() => view.onCancelDismissed()}
      />
      <ConfirmDialog
        isOpen={view.isLeaveOpen}
        title={t('forms.leave.title')}
        text={t('forms.leave.text')}
        confirmLabel={t('forms.leave.confirm')}
        cancelLabel={t('forms.leave.stay')}
        onConfirm={() => view.onLeaveConfirmed()}
        onCancel={() => view.onLeaveDismissed()}
      />
    </>
  );
}

/** The chosen files in a summary: each name with its size, or that there are none. */
export function SummaryFiles({ files }: { files: readonly { fileName: string; size: number }[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <>{t('forms.files.none')}</>;
  return (
    <ul className="summary-list__files">
      {files.map((file) => (
        <li key={`${file.fileName}-${file.size}`}>
          {file.fileName} ({formatFileSize(file.size)})
        </li>
      ))}
    </ul>
  );
}
