import { useTranslation } from '@/shared/i18n';
import { CheckboxField, ErrorSummary, TextField } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import {
  $firstLoginStep,
  $isSavingPassword,
  $isSigningTerms,
  $password,
  $passwordAttempt,
  $repeat,
  $shownPasswordErrors,
  $shownTermsError,
  $termsAccepted,
  $termsAttempt,
  passwordChanged,
  passwordSubmitted,
  repeatChanged,
  termsAcceptedChanged,
  termsSubmitted,
} from '../model/first-login';

function ChangeTemporaryPassword() {
  const { t } = useTranslation();
  const model = useUnit({
    password: $password,
    repeat: $repeat,
    errors: $shownPasswordErrors,
    attempt: $passwordAttempt,
    isSaving: $isSavingPassword,
    onPassword: passwordChanged,
    onRepeat: repeatChanged,
    onSubmit: passwordSubmitted,
  });
  const passwordError = model.errors.password ? t(`validation.${model.errors.password}`) : null;
  const repeatError = model.errors.repeat ? t(`validation.${model.errors.repeat}`) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <Page title={t('features.firstLogin.passwordTitle')}>
      <p>{t('features.firstLogin.passwordIntro')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <ErrorSummary
          title={t('forms.errorSummaryTitle')}
          attempt={model.attempt}
          errors={[
            ...(passwordError ? [{ fieldId: 'new-password', message: passwordError }] : []),
            ...(repeatError ? [{ fieldId: 'new-password-repeat', message: repeatError }] : []),
          ]}
        />
        <TextField
          id="new-password"
          type="password"
          label={t('features.firstLogin.newPassword')}
          hint={t('features.firstLogin.passwordRules')}
          value={model.password}
          onValueChange={model.onPassword}
          error={passwordError}
          autoComplete="new-password"
        />
        <TextField
          id="new-password-repeat"
          type="password"
          label={t('features.firstLogin.repeatPassword')}
          value={model.repeat}
          onValueChange={model.onRepeat}
          error={repeatError}
          autoComplete="new-password"
        />
        <p className="actions">
          <button type="submit" className="button button--primary" disabled={model.isSaving} aria-busy={model.isSaving}>
            {t('features.firstLogin.savePassword')}
          </button>
        </p>
      </form>
    </Page>
  );
}

function SignTerms() {
  const { t } = useTranslation();
  const model = useUnit({
    accepted: $termsAccepted,
    error: $shownTermsError,
    attempt: $termsAttempt,
    isSigning: $isSigningTerms,
    onAccepted: termsAcceptedChanged,
    onSubmit: termsSubmitted,
  });
  const error = model.error ? t(`validation.${model.error}`) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <Page title={t('features.firstLogin.termsTitle')}>
      <p>{t('features.firstLogin.termsIntro')}</p>
      <ul>
        <li>{t('features.firstLogin.termsPersonal')}</li>
        <li>{t('features.firstLogin.termsDigital')}</li>
        <li>{t('features.firstLogin.termsSecurity')}</li>
      </ul>
      <form className="form" noValidate onSubmit={submit}>
        <ErrorSummary
          title={t('forms.errorSummaryTitle')}
          attempt={model.attempt}
          errors={error ? [{ fieldId: 'accept-terms', message: error }] : []}
        />
        <CheckboxField id="accept-terms" label={t('features.firstLogin.acceptTerms')} checked={model.accepted} onCheckedChange={model.onAccepted} />
        <p className="actions">
          <button type="submit" className="button button--primary" disabled={model.isSigning} aria-busy={model.isSigning}>
            {t('features.firstLogin.signTerms')}
          </button>
        </p>
      </form>
    </Page>
  );
}

/** Shows the first-login step instead of the screen until it is done. */
export function FirstLoginGate({ children }: { children: ReactNode }) {
  const step = useUnit($firstLoginStep);
  if (step === 'change-password') return <ChangeTemporaryPassword />;
  if (step === 'sign-terms') return <SignTerms />;
  return children;
}
