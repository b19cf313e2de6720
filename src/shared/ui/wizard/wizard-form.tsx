import { useTranslation } from '@/shared/i18n';
import type { Attachments } from '@/shared/lib/attachments';
import type { LeaveGuard, Wizard } from '@/shared/lib/form';
import { formatFileSize } from '@/shared/lib/format';
import { Skeleton } from '@/shared/ui/skeleton';
import { UploadProgress } from '@/shared/ui/upload-progress';
import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { StepIndicator } from './step-indicator';
import { useWizardStep } from './use-wizard-step';
import { WizardActions, WizardConfirmations } from './wizard-footer';

/** The units a wizard page's model has: its wizard, leave guard, saving flag, files and send event. */
interface WizardFrameModel<Step extends string> {
  wizard: Wizard<Step>;
  leaveGuard: LeaveGuard;
  $isSaving: Store<boolean>;
  /** the form's files: their upload progress while sending, and no sending while they are checked */
  attachments: Attachments;
  sendClicked: EventCallable<void>;
}

interface WizardFormProps<Step extends string> {
  model: WizardFrameModel<Step>;
  /** a step's name as the indicator shows it */
  stepName: (step: Step) => string;
  /** the last step's button, and its text while sending */
  sendText: string;
  sendingText: string;
  className: string;
  /** shown instead of the form when what it needs could not be loaded */
  failure?: string | null;
  /**
   * While what the form needs loads (who it may be filled in for: one person is a line, a family a group of
   * choices), a skeleton with this label holds its place: the form comes whole, nothing in it moves when it comes.
   */
  loading?: string | null;
  /** the step's own content */
  children: (step: Step) => ReactNode;
}

/**
 * A wizard's frame: the step indicator, the form whose submit is next or send,
 * the upload progress while sending files, the cancel, back and next buttons,
 * and the cancel and leave confirmations. The page gives the steps' content.
 */
export function WizardForm<Step extends string>(props: WizardFormProps<Step>) {
  const { t } = useTranslation();
  const { wizard, leaveGuard, attachments } = props.model;
  const { step, position, stepText, stepNames, submit, onBack, onCancel } = useWizardStep(wizard, props.stepName, useUnit(props.model.sendClicked));
  const view = useUnit({ isSaving: props.model.$isSaving, isChecking: attachments.$isChecking, files: attachments.$attachments });
  const totalSize = view.files.reduce((total, attachment) => total + attachment.size, 0);
  return (
    <>
      <StepIndicator text={stepText} steps={stepNames} current={position.number} />
      {props.failure ? (
        <p className="details-message" role="alert">
          {props.failure}
        </p>
      ) : props.loading ? (
        // in the form's own frame: as wide as the form, and the steps above it as wide as they will be
        <div className={`form ${props.className}`}>
          <Skeleton label={props.loading} lines={8} />
        </div>
      ) : (
        <form className={`form ${props.className}`} noValidate onSubmit={submit} aria-label={stepText}>
          {props.children(step)}
          {view.isSaving && view.files.length > 0 && (
            <UploadProgress text={t('forms.files.sending', { count: view.files.length, size: formatFileSize(totalSize) })} />
          )}
          <WizardActions
            position={position}
            isBusy={view.isSaving || view.isChecking}
            isSaving={view.isSaving}
            sendText={props.sendText}
            sendingText={props.sendingText}
            onCancel={() => onCancel()}
            onBack={() => onBack()}
          />
        </form>
      )}
      <WizardConfirmations wizard={wizard} leaveGuard={leaveGuard} />
    </>
  );
}
