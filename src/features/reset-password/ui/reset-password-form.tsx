import { useTranslation } from '@/shared/i18n';
import { ErrorSummary, TextField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $attempt, $isSaving, $password, $repeat, $shownErrors, passwordChanged, repeatChanged, submitted } from '../model/reset-password';

const FIELD_IDS = { password: 'reset-new-password', repeat: 'reset-new-password-repeat' } as const;

/** The new password and its repeat, by the domain's password rules. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const model = useUnit({
    password: $password,
    repeat: $repeat,
    errors: $shownErrors,
    attempt: $attempt,
    isSaving: $isSaving,
    onPassword: passwordChanged,
    onRepeat: repeatChanged,
    onSubmit: submitted,
  });
  // an empty field gets a message that names it; the other rules have the domain's texts
  const passwordError =
    model.errors.password === 'required-field'
      ? t('features.resetPassword.passwordRequired')
      : model.errors.password
        ? t(`validation.${model.errors.password}`)
        : null;
  const repeatError = model.errors.repeat ? t(`validation.${model.errors.repeat}`) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.resetPassword.formName')}>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={[
          ...(passwordError ? [{ fieldId: FIELD_IDS.password, message: passwordError }] : []),
          ...(repeatError ? [{ fieldId: FIELD_IDS.repeat, message: repeatError }] : []),
        ]}
      />
      <TextField
        id={FIELD_IDS.password}
        type="password"
        label={t('features.resetPassword.newPassword')}
        hint={t('features.resetPassword.passwordRules')}
        value={model.password}
        onValueChange={model.onPassword}
        error={passwordError}
        autoComplete="new-password"
      />
      <TextField
        id={FIELD_IDS.repeat}
        type="password"
        label={t('features.resetPassword.repeatPassword')}
        value={model.repeat}
        onValueChange={model.onRepeat}
        error={repeatError}
        autoComplete="new-password"
      />
      <p className="actions">
        {/* stays focusable while busy (aria-disabled, the mutation takes the first submit): focus is not lost to the page */}
        <button type="submit" className="button button--primary" aria-disabled={model.isSaving} aria-busy={model.isSaving}>
          {model.isSaving ? t('features.resetPassword.saving') : t('features.resetPassword.submit')}
        </button>
      </p>
    </form>
  );
}
