import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { ErrorSummary, SelectField } from '@/shared/ui/form';
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
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.idinStart.formName')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      {model.haveBanksFailed && (
        <p className="form-message" role="alert">
          {t('features.idinStart.banksFailed')}
        </p>
      )}
      <SelectField
        id={BANK_FIELD_ID}
        label={t('features.idinStart.bank')}
        hint={t('features.idinStart.hint')}
        error={errorText}
        value={model.values.issuerId}
        aria-busy={model.areBanksLoading}
        onValueChange={(value) => model.onField({ field: 'issuerId', value })}
        placeholder={model.areBanksLoading ? t('features.idinStart.loadingBanks') : t('features.idinStart.placeholder')}
        options={model.banks.map((bank) => ({ value: bank.issuerId, label: bank.name }))}
      />
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isRedirecting} aria-busy={model.isRedirecting}>
          {model.isRedirecting ? t('features.idinStart.redirecting') : t(`features.idinStart.submit.${model.mode}`)}
        </button>
      </p>
    </form>
  );
}
