import { useTranslation } from '@/shared/i18n';
import { DetailsList } from '@/shared/ui/details-list';
import { Dialog, SuccessDialog } from '@/shared/ui/dialog';
import { Link } from '@/shared/routing';
import { Page } from '@/shared/ui/page';
import { StepIndicator, WizardActions, WizardConfirmations, useWizardStep } from '@/shared/ui/wizard';
import { useUnit } from 'effector-react';
import { MedicalSelectionOverlays } from '@/features/dental-medical-selection';
import { formatDay } from '@/shared/lib/format';
import { contractPersonName } from '@/widgets/contract-cards';
import {
  $agreementNumberShown,
  $answer,
  $isLoadingCards,
  $isSaved,
  $isSaving,
  $isValidating,
  $loadState,
  $myRequestsUrl,
  $receipt,
  blockedClosed,
  leaveGuard,
  medicalSelectionFlow,
  saveClicked,
  successClosed,
  wizard,
} from '../model/add-insured-page';
import { AgreementChoice } from './agreement-choice';
import { CardsStep } from './cards-step';
import { PersonsStep } from './persons-step';
import { SummaryStep } from './summary-step';
import './add-insured-page.css';


/** verzekerde-bijschrijven: add a partner or a child, one or more at once, with their insurances (issue 15 point 6). */
export function AddInsuredPage() {
  const { t } = useTranslation();
  const model = useUnit({
    state: $loadState,
    agreementNumber: $agreementNumberShown,
    answer: $answer,
    isSaving: $isSaving,
    isSaved: $isSaved,
    receipt: $receipt,
    myRequestsUrl: $myRequestsUrl,
    isLoadingCards: $isLoadingCards,
    isValidating: $isValidating,
    onSave: saveClicked,
    onSuccessClose: successClosed,
    onBlockedClose: blockedClosed,
  });
  const { step, position, stepText, stepNames, submit, onBack, onCancel } = useWizardStep(wizard, (name) => t(`pages.addInsured.steps.${name}`), model.onSave);
  return (
    <Page title={t('pages.addInsured.title')}>
      {model.state === 'loading' && <p role="status">{t('pages.addInsured.loading')}</p>}
      {model.state === 'choose' && <AgreementChoice />}
      {model.state === 'failed' && (
        <p className="details-message" role="alert">
          {t('pages.addInsured.loadFailed')}
        </p>
      )}
      {model.state === 'ready' && (
        <>
          {model.agreementNumber && <p className="add-insured__agreement-named">{t('pages.addInsured.chooseAgreement.named', { number: model.agreementNumber })}</p>}
          <StepIndicator text={stepText} steps={stepNames} current={position.number} />
          <form className={`form add-insured${step === 'dekking' ? ' add-insured--wide' : ''}`} noValidate onSubmit={submit} aria-label={stepText}>
            {step === 'personen' && <PersonsStep />}
            {step === 'dekking' && <CardsStep />}
            {step === 'controle' && <SummaryStep />}
            <WizardActions
              position={position}
              isBusy={model.isSaving || model.isLoadingCards || (step !== 'personen' && model.isValidating)}
              isSaving={model.isSaving}
              sendText={t('pages.addInsured.save')}
              sendingText={t('pages.addInsured.saving')}
              onCancel={() => onCancel()}
              onBack={() => onBack()}
            />
          </form>
        </>
      )}
      <Dialog isOpen={model.state === 'no-active-policy'} waitsForOpenDialogs title={t('pages.addInsured.noActivePolicy.title')} closeLabel={t('pages.addInsured.noActivePolicy.close')} onClose={() => model.onBlockedClose()}>
        <p>{t('pages.addInsured.noActivePolicy.text')}</p>
      </Dialog>
      <Dialog isOpen={model.state === 'payment-deficit'} waitsForOpenDialogs title={t('pages.addInsured.paymentDeficit.title')} closeLabel={t('pages.addInsured.paymentDeficit.close')} onClose={() => model.onBlockedClose()}>
        <p>{t('pages.addInsured.paymentDeficit.text')}</p>
      </Dialog>
      <SuccessDialog
        isOpen={model.isSaved}
        title={t('pages.addInsured.success.title')}
        closeLabel={t('pages.addInsured.success.close')}
        onClose={() => model.onSuccessClose()}
        secondaryAction={
          model.myRequestsUrl && (
            <Link to={model.myRequestsUrl} className="button button--secondary">
              {t('pages.addInsured.success.myRequests')}
            </Link>
          )
        }
      >
        <p>{t('pages.addInsured.success.text')}</p>
        {model.receipt && (
          <DetailsList
            items={model.receipt.map((person) => ({
              term: t('pages.addInsured.success.reference', { name: person.name }),
              description: t('pages.addInsured.success.referenceValue', { reference: person.reference, startDate: formatDay(person.startDate) }),
              testId: 'add-insured-reference',
            }))}
          />
        )}
        <p>{t('pages.addInsured.success.findLater')}</p>
      </SuccessDialog>
      <MedicalSelectionOverlays
        flow={medicalSelectionFlow}
        personOf={(id) => {
          const person = model.answer?.insuredPersons.find((entry) => entry.customerNumber === id);
          return person ? { name: contractPersonName(person), birthDate: formatDay(person.birthDate) } : null;
        }}
      />
      <WizardConfirmations wizard={wizard} leaveGuard={leaveGuard} />
    </Page>
  );
}
