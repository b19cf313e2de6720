import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoment, formatMoney } from '@/shared/lib/format';
import { ConfirmDialog, Dialog } from '@/shared/ui/dialog';
import { Page } from '@/shared/ui/page';
import { StepIndicator, WizardActions, WizardConfirmations, useWizardStep } from '@/shared/ui/wizard';
import { RequestReceiptDialog } from '@/widgets/request-flow';
import { useUnit } from 'effector-react';
import {
  $isAddOpen,
  $isReplaceOpen,
  $isSaving,
  $phase,
  $result,
  $unavailableReason,
  addConfirmed,
  addDismissed,
  backToBillsClicked,
  leaveGuard,
  replaceConfirmed,
  replaceDismissed,
  successClosed,
  wizard,
} from '../model/payment-arrangement-page';
import { InvoicesStep } from './invoices-step';
import { StartStep } from './start-step';
import { SummaryStep } from './summary-step';
import { TermsStep } from './terms-step';
import './payment-arrangement-page.css';

const PREFIX = 'pages.paymentArrangement';

/** `betalingsregeling`: the payment arrangement wizard of 4 steps, with its popups (spec 02 §2, §8). */
export function PaymentArrangementPage() {
  const { t } = useTranslation();
  const model = useUnit({
    phase: $phase,
    unavailable: $unavailableReason,
    isReplaceOpen: $isReplaceOpen,
    isAddOpen: $isAddOpen,
    result: $result,
    isSaving: $isSaving,
    onReplace: replaceConfirmed,
    onKeep: replaceDismissed,
    onAdd: addConfirmed,
    onNotAdd: addDismissed,
    onBills: backToBillsClicked,
    onSuccessClosed: successClosed,
  });
  // the summary step's own form sends when next validates it
  const { step, position, stepText, stepNames, submit, onBack, onCancel } = useWizardStep(wizard, (name) => t(`${PREFIX}.steps.${name}`));
  const isWizardShown = model.phase === 'ready' && model.unavailable === null;
  return (
    <Page title={t(`${PREFIX}.title`)}>
      <p className="payment-arrangement__intro">{t(`${PREFIX}.intro`)}</p>
      {model.phase === 'loading' && <p role="status">{t(`${PREFIX}.loading`)}</p>}
      {model.phase === 'failed' && <p className="form-message">{t(`${PREFIX}.failed`)}</p>}
      {isWizardShown && (
        <>
          <StepIndicator text={stepText} steps={stepNames} current={position.number} />
          <form className="form payment-arrangement" noValidate onSubmit={submit} aria-label={stepText}>
            {step === 'rekeningen' && <InvoicesStep />}
            {step === 'termijnen' && <TermsStep />}
            {step === 'startdatum' && <StartStep />}
            {step === 'controle' && <SummaryStep />}
            <WizardActions
              position={position}
              isBusy={model.isSaving}
              isSaving={model.isSaving}
              sendText={t(`${PREFIX}.send`)}
              sendingText={t(`${PREFIX}.sending`)}
              onCancel={() => onCancel()}
              onBack={() => onBack()}
            />
          </form>
        </>
      )}
      {model.phase === 'ready' && model.unavailable !== null && (
        <Dialog
          isOpen
          waitsForOpenDialogs
          title={t(`${PREFIX}.unavailable.${model.unavailable}.title`)}
          onClose={() => model.onBills()}
          size="small"
          initialFocus="title"
          actions={
            <button type="button" className="button button--primary" onClick={() => model.onBills()}>
              {t(`${PREFIX}.toBills`)}
            </button>
          }
        >
          <p>{t(`${PREFIX}.unavailable.${model.unavailable}.text`)}</p>
        </Dialog>
      )}
      <ConfirmDialog
        isOpen={model.isReplaceOpen}
        // asked as the page loads, about the arrangement already there
        waitsForOpenDialogs
        title={t(`${PREFIX}.replace.title`)}
        text={t(`${PREFIX}.replace.text`)}
        confirmLabel={t(`${PREFIX}.replace.confirm`)}
        cancelLabel={t(`${PREFIX}.replace.cancel`)}
        onConfirm={() => model.onReplace()}
        onCancel={() => model.onKeep()}
      />
      <ConfirmDialog
        isOpen={model.isAddOpen}
        // asked as the page loads, about the arrangement already there
        waitsForOpenDialogs
        title={t(`${PREFIX}.add.title`)}
        text={t(`${PREFIX}.add.text`)}
        confirmLabel={t(`${PREFIX}.add.confirm`)}
        cancelLabel={t(`${PREFIX}.add.cancel`)}
        onConfirm={() => model.onAdd()}
        onCancel={() => model.onNotAdd()}
      />
      {/* the end of every request (issue 33 point 7): what was sent, its reference, and the way to Mijn aanvragen */}
      <RequestReceiptDialog
        textsKey={`${PREFIX}.receipt`}
        receipt={model.result}
        onClose={() => model.onSuccessClosed()}
        sent={model.result ? t(`${PREFIX}.success.${model.result.kind}`, { numberOfTerms: model.result.numberOfTerms, date: formatDay(model.result.firstTermDate) }) : ''}
        content={(receipt) => ({
          facts: [
            { term: t(`${PREFIX}.receipt.what`), description: t(`${PREFIX}.receipt.kinds.${receipt.kind}`) },
            { term: t(`${PREFIX}.receipt.total`), description: formatMoney(receipt.totalAmount) },
            { term: t(`${PREFIX}.receipt.terms`), description: t(`${PREFIX}.receipt.termsText`, { count: receipt.numberOfTerms, date: formatDay(receipt.firstTermDate) }) },
            ...(receipt.receivedAt ? [{ term: t(`${PREFIX}.receipt.receivedAt`), description: formatMoment(receipt.receivedAt) }] : []),
            { term: t(`${PREFIX}.receipt.reference`), description: receipt.requestId, testId: 'arrangement-reference' },
          ],
          findLater: t(`${PREFIX}.successNext`),
        })}
      />
      <WizardConfirmations wizard={wizard} leaveGuard={leaveGuard} />
    </Page>
  );
}
