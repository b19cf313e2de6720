import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { ErrorSummary, TextField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $isPending, $message, forgotForm } from '../model/forgot';
import type { ForgotField, ForgotKind } from '../model/forgot-fields';
import './forgot-form.css';

const FIELD_IDS: Record<ForgotField, string> = {
  policyNumber: 'forgot-policy-number',
  username: 'forgot-username',
  birthDate: 'forgot-birth-date',
};
const KINDS: ForgotKind[] = ['password', 'username'];
const MESSAGE_KEYS = {
  'unknown-username': 'features.forgotCredentials.unknownUsername',
  'account-not-found': 'features.forgotCredentials.accountNotFound',
  generic: 'features.login.failed',
} as const;

/** Forgot username (policy number and birth date) or forgot password (username and birth date); the code step follows. */
export function ForgotForm() {
  const { t } = useTranslation();
  const model = useUnit({
    values: forgotForm.$values,
    message: $message,
    isPending: $isPending,
    onField: forgotForm.fieldChanged,
    onSubmit: forgotForm.submitted,
  });
  const errors = useFormErrors(forgotForm, FIELD_IDS, { labelOf: (path) => t(`features.forgotCredentials.${path}`) });
  const text = (field: ForgotField) => ({
    value: model.values[field],
    onValueChange: (value: string) => model.onField({ field, value }),
    error: errors.errorOf(field),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.forgotCredentials.formName')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      {model.message && (
        <p className="form-message" role="alert" data-testid="forgot-message">
          {t(MESSAGE_KEYS[model.message])}
        </p>
      )}
      <fieldset className="forgot-kind">
        <legend className="field__label">{t('features.forgotCredentials.kindLegend')}</legend>
        {KINDS.map((kind) => (
          <div className="forgot-kind__option" key={kind}>
            <input
              type="radio"
              id={`forgot-kind-${kind}`}
              name="forgot-kind"
              value={kind}
              checked={model.values.kind === kind}
              onChange={() => model.onField({ field: 'kind', value: kind })}
            />
            <label htmlFor={`forgot-kind-${kind}`}>{t(`features.forgotCredentials.kinds.${kind}`)}</label>
          </div>
        ))}
      </fieldset>
      {model.values.kind === 'username' ? (
        <TextField
          id={FIELD_IDS.policyNumber}
          label={t('features.forgotCredentials.policyNumber')}
          hint={t('features.forgotCredentials.policyNumberHint')}
          {...text('policyNumber')}
          maxLength={20}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
      ) : (
        <TextField
          id={FIELD_IDS.username}
          label={t('features.forgotCredentials.username')}
          {...text('username')}
          maxLength={100}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
      <TextField
        id={FIELD_IDS.birthDate}
        label={t('features.forgotCredentials.birthDate')}
        hint={t('features.forgotCredentials.birthDateHint')}
        {...text('birthDate')}
        maxLength={20}
        autoComplete="bday"
      />
      <p className="actions">
        {/* stays focusable while busy (aria-disabled, the mutation takes the first submit): focus is not lost to the page */}
        <button type="submit" className="button button--primary" aria-disabled={model.isPending} aria-busy={model.isPending}>
          {model.isPending ? t('features.forgotCredentials.submitting') : t('features.forgotCredentials.submit')}
        </button>
      </p>
    </form>
  );
}
