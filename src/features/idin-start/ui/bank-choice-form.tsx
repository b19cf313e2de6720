import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { ErrorSummary } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $areBanksLoading, $banks, $haveBanksFailed, $isRedirecting, $mode, bankChoiceForm } from '../model/bank-choice';

const BANK_FIELD_ID = 'idin-bank';
const FIELD_IDS = { issuerId: BANK_FIELD_ID };

/** Choose a bank from GET idin/bank-options; the button sends the user to that bank. */
export function BankChoiceForm() {
  const { t } = useTranslation();
  const model = useUnit({
    mode: $mode,
    banks: $banks,
    areBanksLoading: $areBanksLoading,
    haveBanksFailed: $haveBanksFailed,
    values: bankChoiceForm.$values,
    isRedirecting: $isRedirecting,
    onField: bankChoiceForm.fieldChanged,
    onSubmit: bankChoiceForm.submitted,
  });
  const errors = useFormErrors(bankChoiceForm, FIELD_IDS, { labelOf: () => t('features.idinStart.bank') });
  const errorText = errors.errorOf('issuerId');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  const describedBy = [`${BANK_FIELD_ID}-hint`, errorText ? `${BANK_FIELD_ID}-error` : null].filter(Boolean).join(' ');
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.idinStart.formName')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      {model.haveBanksFailed && (
        <p className="form-message" role="alert">
          {t('features.idinStart.banksFailed')}
        </p>
      )}
      <div className={`field${errorText ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={BANK_FIELD_ID}>
          {t('features.idinStart.bank')}
        </label>
        <p className="field__hint" id={`${BANK_FIELD_ID}-hint`}>
          {t('features.idinStart.hint')}
        </p>
        {errorText && (
          <p className="field__error" id={`${BANK_FIELD_ID}-error`}>
            {errorText}
          </p>
        )}
        <select
          id={BANK_FIELD_ID}
          className="field__input"
          value={model.values.issuerId}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy}
          aria-busy={model.areBanksLoading}
          onChange={(event) => model.onField({ field: 'issuerId', value: event.target.value })}
        >
          <option value="">{model.areBanksLoading ? t('features.idinStart.loadingBanks') : t('features.idinStart.placeholder')}</option>
          {model.banks.map((bank) => (
            <option key={bank.issuerId} value={bank.issuerId}>
              {bank.name}
            </option>
          ))}
        </select>
      </div>
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isRedirecting} aria-busy={model.isRedirecting}>
          {model.isRedirecting ? t('features.idinStart.redirecting') : t(`features.idinStart.submit.${model.mode}`)}
        </button>
      </p>
    </form>
  );
}
