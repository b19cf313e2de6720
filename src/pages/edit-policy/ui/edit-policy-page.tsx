import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { MedicalSelectionOverlays } from '@/features/dental-medical-selection';
import { routeUrl } from '@/shared/routing';
import { ConfirmDialog, SuccessDialog } from '@/shared/ui/dialog';
import { SelectField } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { ContractCardGroupField, PremiumTable, contractPersonName } from '@/widgets/contract-cards';
import { PAYMENT_TERM_MONTHS, isPaymentTerm, paymentTermDiscountKey } from '@portal/domain';
import { useUnit } from 'effector-react';
import { contractCardsQuery } from '../api/contract';
import {
  $denial,
  medicalSelectionFlow,
  $answer,
  $groups,
  $isConfirmingCancel,
  $isConfirmingSave,
  $isChanged,
  $isSaved,
  $isSaving,
  $isValidating,
  $maximumExceeded,
  $mode,
  $packageLineConflict,
  $paymentTerm,
  $request,
  $saveFailure,
  $savedChanges,
  $validation,
  allReset,
  cancelConfirmed,
  cancelDismissed,
  cancelRequested,
  cardChosen,
  paymentTermChosen,
  personReverted,
  saveCancelled,
  saveConfirmed,
  saveRequested,
  successClosed,
} from '../model/edit-policy-page';
import { CoverageChanges } from './coverage-changes';
import './edit-policy-page.css';

/** `polis-wijzigen/{selectedYear}/{contractCode}/{agreementId}/{shouldResetSelection}`: the contract cards with the premium before and after. */
export function EditPolicyPage() {
  const { t } = useTranslation();
  const model = useUnit({
    request: $request,
    mode: $mode,
    answer: $answer,
    groups: $groups,
    term: $paymentTerm,
    conflict: $packageLineConflict,
    isChanged: $isChanged,
    confirmingSave: $isConfirmingSave,
    confirmingCancel: $isConfirmingCancel,
    saving: $isSaving,
    saved: $isSaved,
    failure: $saveFailure,
    validation: $validation,
    denial: $denial,
    pending: contractCardsQuery.$pending,
    failed: contractCardsQuery.$failed,
    exceeded: $maximumExceeded,
    isValidating: $isValidating,
    onChoose: cardChosen,
    onTerm: paymentTermChosen,
    onRevert: personReverted,
    onReset: allReset,
    onSave: saveRequested,
    onSaveCancel: saveCancelled,
    onSaveConfirm: saveConfirmed,
    onCancel: cancelRequested,
    onCancelDismiss: cancelDismissed,
    onCancelConfirm: cancelConfirmed,
    onSuccessClose: successClosed,
  });
  const year = model.request?.year ?? '';
  const answer = model.answer;
  const readOnly = model.denial !== null;
  const questionnaireHref =
    model.request && !readOnly
      ? routeUrl('medical-selection', { selectedYear: model.request.year, contractCode: model.request.contractCode, agreementId: model.request.agreementId })
      : null;
  const persons = answer?.insuredPersons ?? [];
  const adults = persons.filter((person) => person.isAdult);
  const after = model.validation?.total.after;
  return (
    <Page title={t(model.mode === 'request' ? 'pages.editPolicy.requestTitle' : 'pages.editPolicy.title', { year })}>
      <div className="edit-policy">
        <p className="edit-policy__intro">{t('pages.editPolicy.intro', { year })}</p>
        {model.pending && <p role="status">{t('pages.editPolicy.loading')}</p>}
        {model.failed && <p className="form-message">{t('pages.editPolicy.failed')}</p>}
        {answer && (
          <>
            {model.denial && (
              <p className="form-message" data-testid="edit-policy-denied">
                {/* issue 32 point 11: the server's reason as it gave it; the page's own text only when AgreementMutable or the service period says no */}
                {model.denial.kind === 'server' ? model.denial.message : t('pages.editPolicy.denied', { year })}
              </p>
            )}
            <div role="alert" className="edit-policy__alerts">
              {model.conflict && <p className="form-message" data-testid="package-line-conflict">{t('pages.editPolicy.conflict')}</p>}
              {model.failure?.kind === 'missing-packages' && (
                <p className="form-message">{t('pages.editPolicy.missingPackages', { types: model.failure.packageTypes.join(', ') })}</p>
              )}
              {model.failure?.kind === 'refused' && <p className="form-message">{t('pages.editPolicy.refused', { message: model.failure.message })}</p>}
              {model.failure?.kind === 'error' && <p className="form-message">{t('pages.editPolicy.errorSaving')}</p>}
            </div>
            <div className="edit-policy__layout">
              <div className="edit-policy__choices">
                {persons.some((person) => !person.isAdult) && <p className="edit-policy__hint">{t('pages.editPolicy.childNote')}</p>}
                {model.groups.map((group) => (
                  <ContractCardGroupField key={group.key} group={group} persons={persons} readOnly={readOnly} exceeded={model.exceeded} onChoose={model.onChoose} medicalSelectionHref={questionnaireHref} />
                ))}
                <CoverageChanges persons={persons} />
                <div className="edit-policy__term">
                  <SelectField
                    id="edit-policy-term"
                    label={t('pages.editPolicy.paymentTerm')}
                    hint={t('pages.editPolicy.paymentTermHint')}
                    value={String(model.term)}
                    disabled={readOnly}
                    onValueChange={(value) => {
                      const months = Number(value);
                      if (isPaymentTerm(months)) model.onTerm(months);
                    }}
                    options={PAYMENT_TERM_MONTHS.map((months) => ({
                      value: String(months),
                      label: t(`pages.editPolicy.terms.${months}`, { discount: answer.paymentTermDiscounts[paymentTermDiscountKey(months)].toLocaleString('nl-NL') }),
                    }))}
                  />
                </div>
                {model.validation && (
                  <p className="edit-policy__sticky-total" aria-hidden="true">
                    {t('pages.editPolicy.stickyTotal', {
                      after: formatMoney(model.validation.total.after.month),
                      before: formatMoney(model.validation.total.before.month),
                    })}
                  </p>
                )}
                {!readOnly && (
                  <div className="edit-policy__reverts">
                    {adults.map((person) => (
                      <button key={person.customerNumber} type="button" className="button button--secondary" onClick={() => model.onRevert(person.customerNumber)}>
                        {t('pages.editPolicy.revert', { name: contractPersonName(person) })}
                      </button>
                    ))}
                    <button type="button" className="button button--secondary" onClick={() => model.onReset()}>
                      {t('pages.editPolicy.reset')}
                    </button>
                  </div>
                )}
              </div>
              <PremiumTable validation={model.validation} persons={persons} isValidating={model.isValidating} />
            </div>
            <div className="edit-policy__actions">
              {!readOnly && (
                <button type="button" className="button button--primary" disabled={!model.isChanged || model.saving} onClick={() => model.onSave()}>
                  {t('pages.editPolicy.save')}
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={() => (model.isChanged ? model.onCancel() : model.onCancelConfirm())}>
                {t('pages.editPolicy.cancel')}
              </button>
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        isOpen={model.confirmingSave}
        title={t('pages.editPolicy.confirmSave.title')}
        text={t((after?.paymentTerm ?? 1) === 1 ? 'pages.editPolicy.confirmSave.textMonthly' : 'pages.editPolicy.confirmSave.text', {
          amount: formatMoney(after?.month ?? 0),
          termAmount: formatMoney(after?.term ?? 0),
          term: t(`widgets.contractCards.termsShort.${after?.paymentTerm ?? 1}`),
          year,
        })}
        confirmLabel={t('pages.editPolicy.confirmSave.confirm')}
        cancelLabel={t('pages.editPolicy.confirmSave.cancel')}
        onConfirm={() => model.onSaveConfirm()}
        onCancel={() => model.onSaveCancel()}
      />
      <ConfirmDialog
        isOpen={model.confirmingCancel}
        title={t('pages.editPolicy.confirmCancel.title')}
        text={t('pages.editPolicy.confirmCancel.text')}
        confirmLabel={t('pages.editPolicy.confirmCancel.confirm')}
        cancelLabel={t('pages.editPolicy.confirmCancel.cancel')}
        onConfirm={() => model.onCancelConfirm()}
        onCancel={() => model.onCancelDismiss()}
      />
      <MedicalSelectionOverlays
        flow={medicalSelectionFlow}
        personOf={(customerNumber) => {
          const person = persons.find((entry) => entry.customerNumber === customerNumber);
          return person ? { name: contractPersonName(person), birthDate: formatDay(person.birthDate) } : null;
        }}
      />
      <SuccessDialog isOpen={model.saved} title={t('pages.editPolicy.success.title')} closeLabel={t('pages.editPolicy.success.close')} onClose={() => model.onSuccessClose()}>
        <SavedChangesList nameOf={(customerNumber) => {
          const person = persons.find((entry) => entry.customerNumber === customerNumber);
          return person ? contractPersonName(person) : customerNumber;
        }} />
        <p>{t('pages.editPolicy.success.text', { year })}</p>
      </SuccessDialog>
    </Page>
  );
}

/** The save confirmation's list of what changed (issue 33 point 7): per person each package before and after, and the payment term. */
function SavedChangesList({ nameOf }: { nameOf: (customerNumber: string) => string }) {
  const { t } = useTranslation();
  const changes = useUnit($savedChanges);
  if (!changes) return null;
  const packages = (titles: string[]) => (titles.length === 0 ? t('pages.editPolicy.success.nothing') : titles.join(', '));
  return (
    <div className="edit-policy__saved-changes">
      {changes.persons.map((person) => (
        <section key={person.customerNumber} aria-labelledby={`saved-${person.customerNumber}`}>
          <h3 className="edit-policy__saved-person" id={`saved-${person.customerNumber}`}>
            {nameOf(person.customerNumber)}
          </h3>
          <ul className="edit-policy__saved-list">
            {person.changes.map((change) => (
              <li key={change.groupKey}>
                {t('pages.editPolicy.success.change', { group: change.groupLabel, before: packages(change.before), after: packages(change.after) })}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {changes.paymentTerm && (
        <p>
          {t('pages.editPolicy.success.termChange', {
            before: t(`pages.editPolicy.success.termNames.${changes.paymentTerm.before}`),
            after: t(`pages.editPolicy.success.termNames.${changes.paymentTerm.after}`),
          })}
        </p>
      )}
    </div>
  );
}
