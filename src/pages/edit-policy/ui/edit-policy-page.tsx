import { fullNameOf } from '@/entities/customer';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { DentalQuestionnaire } from '@/features/dental-medical-selection';
import { routeUrl } from '@/shared/routing';
import { formatDate } from '@/shared/lib/format';
import { ConfirmDialog, Dialog, SuccessDialog } from '@/shared/ui/dialog';
import { Page } from '@/shared/ui/page';
import {
  PAYMENT_TERM_MONTHS,
  isContractCardShown,
  isPaymentTerm,
  paymentTermDiscountKey,
  shownCardOptions,
  type ContractCardGroup,
  type ContractCard,
} from '@portal/domain';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import type { ContractCardGroupView, EditPolicyPerson } from '../api/contract';
import { contractCardsQuery } from '../api/contract';
import {
  $isMutable,
  $denialOverlay,
  $medicalSelectionOverlay,
  $rejectedOverlay,
  denialClosed,
  medicalSelectionCancelled,
  rejectedClosed,
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
import './edit-policy-page.css';

function nameOf(person: EditPolicyPerson): string {
  return fullNameOf({ ...person, birthName: null, prefixBirthName: null });
}

/** The three overlays of the medical selection flow (spec 02 §2 "Overlays: medical selection, denial reason, rejected"). */
function MedicalSelectionOverlays({ persons }: { persons: EditPolicyPerson[] }) {
  const { t } = useTranslation();
  const model = useUnit({
    denial: $denialOverlay,
    asking: $medicalSelectionOverlay,
    rejected: $rejectedOverlay,
    onDenialClose: denialClosed,
    onCancel: medicalSelectionCancelled,
    onRejectedClose: rejectedClosed,
  });
  const who = (customerNumber: string | undefined) => {
    const person = persons.find((entry) => entry.customerNumber === customerNumber);
    return person ? { name: nameOf(person), birthDate: formatDate(person.birthDate) } : { name: '', birthDate: '' };
  };
  const asked = who(model.asking?.choice.customerNumber);
  return (
    <>
      <Dialog
        isOpen={model.asking !== null}
        title={t('pages.editPolicy.medicalSelectionOverlay.title', { name: asked.name })}
        onClose={() => model.onCancel()}
        closeLabel={t('pages.editPolicy.medicalSelectionOverlay.cancel')}
        size="large"
      >
        <p>{t('pages.editPolicy.medicalSelectionOverlay.text', asked)}</p>
        <dl className="edit-policy__change" data-testid="medical-selection-change">
          <div>
            <dt>{t('pages.editPolicy.medicalSelectionOverlay.oldValue')}</dt>
            <dd>{model.asking?.oldValue ?? t('pages.editPolicy.medicalSelectionOverlay.none')}</dd>
          </div>
          <div>
            <dt>{t('pages.editPolicy.medicalSelectionOverlay.newValue')}</dt>
            <dd>{model.asking?.newValue}</dd>
          </div>
        </dl>
        {model.asking && (
          <DentalQuestionnaire
            actions={
              <button type="button" className="button button--secondary" onClick={() => model.onCancel()}>
                {t('pages.editPolicy.medicalSelectionOverlay.cancel')}
              </button>
            }
          />
        )}
      </Dialog>
      <Dialog
        isOpen={model.denial !== null}
        title={t('pages.editPolicy.denialOverlay.title')}
        onClose={() => model.onDenialClose()}
        size="small"
        initialFocus="title"
        actions={
          <button type="button" className="button button--primary" onClick={() => model.onDenialClose()}>
            {t('pages.editPolicy.denialOverlay.close')}
          </button>
        }
      >
        <p>{t('pages.editPolicy.denialOverlay.text', who(model.denial?.customerNumber))}</p>
      </Dialog>
      <Dialog
        isOpen={model.rejected !== null}
        title={t('pages.editPolicy.rejectedOverlay.title')}
        onClose={() => model.onRejectedClose()}
        size="small"
        initialFocus="title"
        actions={
          <button type="button" className="button button--primary" onClick={() => model.onRejectedClose()}>
            {t('pages.editPolicy.rejectedOverlay.close')}
          </button>
        }
      >
        <p data-testid="medical-selection-rejected">
          {t('pages.editPolicy.rejectedOverlay.text', { ...who(model.rejected?.customerNumber), packageName: model.rejected?.packageName ?? '' })}
        </p>
      </Dialog>
    </>
  );
}

function CardGroup({ group, persons, readOnly }: { group: ContractCardGroupView; persons: EditPolicyPerson[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const { onChoose, exceeded, request } = useUnit({ onChoose: cardChosen, exceeded: $maximumExceeded, request: $request });
  const questionnaireHref =
    request && !readOnly
      ? routeUrl('medical-selection', { selectedYear: request.year, contractCode: request.contractCode, agreementId: request.agreementId })
      : null;
  const domainGroup = group as unknown as ContractCardGroup;
  const cards = group.cards.filter((card) => isContractCardShown(card as unknown as ContractCard, domainGroup));
  const legendId = `card-group-${group.key}`;
  return (
    <fieldset className="edit-policy__group" aria-labelledby={legendId}>
      <legend id={legendId} className="edit-policy__group-title">
        {group.label}
      </legend>
      {group.maximumSelectableAmount > 1 && <p className="edit-policy__hint">{t('pages.editPolicy.maximum', { count: group.maximumSelectableAmount })}</p>}
      {exceeded?.groupKey === group.key && (
        <p className="form-message" role="alert" data-testid="maximum-exceeded">
          {t('pages.editPolicy.maximumExceeded', { count: exceeded.maximum })}
        </p>
      )}
      <div className="edit-policy__cards">
        {cards.map((card) => {
          const options = shownCardOptions(card);
          if (options.length === 0) return null;
          const titleId = `card-${group.key}-${card.productComponentCode}`;
          return (
            <div key={card.productComponentCode} className="edit-policy__card" role="group" aria-labelledby={titleId} data-testid="contract-card">
              <p id={titleId} className="edit-policy__card-title">
                {card.title}
              </p>
              {card.hasMedicalSelection && (
                <p className="edit-policy__hint">
                  {t('pages.editPolicy.medicalSelection')}{' '}
                  {questionnaireHref && <Link to={questionnaireHref}>{t('pages.editPolicy.questionnaireLink')}</Link>}
                </p>
              )}
              {options.map((option) => {
                const person = persons.find((entry) => entry.customerNumber === option.customerNumber);
                if (!person) return null;
                const id = `${titleId}-${option.customerNumber}`;
                const amount = option.netPremiumWithDiscount ?? 0;
                const original = card.insuredPersons.find((entry) => entry.customerNumber === option.customerNumber);
                const price =
                  group.key === 'excess'
                    ? original?.ownRiskDiscount
                      ? t('pages.editPolicy.ownRiskDiscount', { amount: formatMoney(original.ownRiskDiscount) })
                      : ''
                    : amount === 0 && !person.isAdult
                      ? t('pages.editPolicy.free')
                      : t('pages.editPolicy.perMonth', { amount: formatMoney(amount) });
                return (
                  <div key={option.customerNumber} className="edit-policy__option">
                    <input
                      id={id}
                      type="checkbox"
                      checked={option.isSelected}
                      disabled={readOnly || option.isDisabled || card.isDisabled}
                      onChange={() => onChoose({ groupKey: group.key, productComponentCode: card.productComponentCode, customerNumber: option.customerNumber })}
                    />
                    <label htmlFor={id}>
                      {nameOf(person)}
                      {price && <span className="edit-policy__price">{price}</span>}
                    </label>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function PremiumPanel({ persons }: { persons: EditPolicyPerson[] }) {
  const { t } = useTranslation();
  const { validation, isValidating } = useUnit({ validation: $validation, isValidating: $isValidating });
  if (!validation) return <p role="status">{t('pages.editPolicy.validating')}</p>;
  const termText = (term: number) => t(`pages.editPolicy.termsShort.${term}`);
  return (
    <section className="edit-policy__premium" aria-labelledby="edit-policy-premium" aria-busy={isValidating}>
      <h2 id="edit-policy-premium" className="edit-policy__title">
        {t('pages.editPolicy.premium.title')}
      </h2>
      <table className="edit-policy__table">
        <caption className="edit-policy__caption">{t('pages.editPolicy.premium.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pages.editPolicy.premium.person')}</th>
            <th scope="col" className="edit-policy__amount">
              {t('pages.editPolicy.premium.before')}
            </th>
            <th scope="col" className="edit-policy__amount">
              {t('pages.editPolicy.premium.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {validation.premiumOverview.map((entry) => {
            const person = persons.find((candidate) => candidate.customerNumber === entry.customerNumber);
            return (
              <tr key={entry.customerNumber} data-testid="premium-person">
                <th scope="row">{person ? nameOf(person) : entry.customerNumber}</th>
                <td className="edit-policy__amount">{formatMoney(entry.before.totalNettoPremiumMonth)}</td>
                <td className="edit-policy__amount">{formatMoney(entry.after.totalNettoPremiumMonth)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr data-testid="premium-total-month">
            <th scope="row">{t('pages.editPolicy.premium.total')}</th>
            <td className="edit-policy__amount">{formatMoney(validation.total.before.month)}</td>
            <td className="edit-policy__amount">{formatMoney(validation.total.after.month)}</td>
          </tr>
          <tr data-testid="premium-total-term">
            <th scope="row">{t('pages.editPolicy.premium.totalTerm')}</th>
            <td className="edit-policy__amount">
              {t('pages.editPolicy.premium.termValue', { amount: formatMoney(validation.total.before.term), term: termText(validation.total.before.paymentTerm) })}
            </td>
            <td className="edit-policy__amount">
              {t('pages.editPolicy.premium.termValue', { amount: formatMoney(validation.total.after.term), term: termText(validation.total.after.paymentTerm) })}
            </td>
          </tr>
        </tfoot>
      </table>
      <p role="status" className="edit-policy__status">
        {isValidating ? t('pages.editPolicy.validating') : ''}
      </p>
    </section>
  );
}

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
    isMutable: $isMutable,
    pending: contractCardsQuery.$pending,
    failed: contractCardsQuery.$failed,
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
  const readOnly = answer?.changeDenied != null || !model.isMutable;
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
            {readOnly && (
              <p className="form-message" data-testid="edit-policy-denied">
                {t('pages.editPolicy.denied', { year })}
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
                  <CardGroup key={group.key} group={group} persons={persons} readOnly={readOnly} />
                ))}
                <div className="field edit-policy__term">
                  <label className="field__label" htmlFor="edit-policy-term">
                    {t('pages.editPolicy.paymentTerm')}
                  </label>
                  <select
                    id="edit-policy-term"
                    className="field__input"
                    value={model.term}
                    disabled={readOnly}
                    onChange={(event) => {
                      const months = Number(event.target.value);
                      if (isPaymentTerm(months)) model.onTerm(months);
                    }}
                  >
                    {PAYMENT_TERM_MONTHS.map((months) => (
                      <option key={months} value={months}>
                        {t(`pages.editPolicy.terms.${months}`, { discount: answer.paymentTermDiscounts[paymentTermDiscountKey(months)].toLocaleString('nl-NL') })}
                      </option>
                    ))}
                  </select>
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
                        {t('pages.editPolicy.revert', { name: nameOf(person) })}
                      </button>
                    ))}
                    <button type="button" className="button button--secondary" onClick={() => model.onReset()}>
                      {t('pages.editPolicy.reset')}
                    </button>
                  </div>
                )}
              </div>
              <PremiumPanel persons={persons} />
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
        text={t('pages.editPolicy.confirmSave.text', {
          amount: formatMoney(after?.month ?? 0),
          termAmount: formatMoney(after?.term ?? 0),
          term: t(`pages.editPolicy.termsShort.${after?.paymentTerm ?? 1}`),
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
      <MedicalSelectionOverlays persons={persons} />
      <SuccessDialog isOpen={model.saved} title={t('pages.editPolicy.success.title')} closeLabel={t('pages.editPolicy.success.close')} onClose={() => model.onSuccessClose()}>
        <p>{t('pages.editPolicy.success.text', { year })}</p>
      </SuccessDialog>
    </Page>
  );
}
