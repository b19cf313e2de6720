import { useTranslation } from '@/shared/i18n';
import { ErrorSummary, TextField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import {
  $attempt,
  $birthDate,
  $isPending,
  $kind,
  $message,
  $policyNumber,
  $shownFieldErrors,
  $username,
  birthDateChanged,
  kindChanged,
  policyNumberChanged,
  submitted,
  usernameChanged,
} from '../model/forgot';
import type { ForgotField, ForgotFieldError, ForgotKind } from '../model/forgot-fields';
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
  // not `kind`: effector-react would take an object with a `kind` key for a unit
  const model = useUnit({
    forgotKind: $kind,
    policyNumber: $policyNumber,
    username: $username,
    birthDate: $birthDate,
    errors: $shownFieldErrors,
    attempt: $attempt,
    message: $message,
    isPending: $isPending,
    onKind: kindChanged,
    onPolicyNumber: policyNumberChanged,
    onUsername: usernameChanged,
    onBirthDate: birthDateChanged,
    onSubmit: submitted,
  });
  // an empty field gets a message that names it; the other rules have the domain's texts
  const messageOf = ({ field, error }: ForgotFieldError) =>
    error === 'required-field' ? t(`features.forgotCredentials.required.${field}`) : t(`validation.${error}`);
  const errorOf = (field: ForgotField) => {
    const found = model.errors.find((error) => error.field === field);
    return found ? messageOf(found) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.forgotCredentials.formName')}>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.errors.map((error) => ({ fieldId: FIELD_IDS[error.field], message: messageOf(error) }))}
      />
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
              checked={model.forgotKind === kind}
              onChange={() => model.onKind(kind)}
            />
            <label htmlFor={`forgot-kind-${kind}`}>{t(`features.forgotCredentials.kinds.${kind}`)}</label>
          </div>
        ))}
      </fieldset>
      {model.forgotKind === 'username' ? (
        <TextField
          id={FIELD_IDS.policyNumber}
          label={t('features.forgotCredentials.policyNumber')}
          hint={t('features.forgotCredentials.policyNumberHint')}
          value={model.policyNumber}
          onValueChange={model.onPolicyNumber}
          error={errorOf('policyNumber')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
      ) : (
        <TextField
          id={FIELD_IDS.username}
          label={t('features.forgotCredentials.username')}
          value={model.username}
          onValueChange={model.onUsername}
          error={errorOf('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
      <TextField
        id={FIELD_IDS.birthDate}
        label={t('features.forgotCredentials.birthDate')}
        hint={t('features.forgotCredentials.birthDateHint')}
        value={model.birthDate}
        onValueChange={model.onBirthDate}
        error={errorOf('birthDate')}
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
