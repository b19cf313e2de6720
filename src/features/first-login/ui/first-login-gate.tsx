import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { CheckboxField, ErrorSummary } from '@/shared/ui/form';
import { NewPasswordFields } from '@/shared/ui/new-password';
import { Page } from '@/shared/ui/page';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import { $firstLoginStep, $isSavingPassword, $isSigningTerms, passwordForm, termsForm } from '../model/first-login';

const PASSWORD_IDS = { password: 'new-password', repeat: 'new-password-repeat' };
const TERMS_IDS = { accepted: 'accept-terms' };

function submitWith(handler: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
}

function ChangeTemporaryPassword() {
  const { t } = useTranslation();
  const model = useUnit({
    values: passwordForm.$values,
    isSaving: $isSavingPassword,
    onField: passwordForm.fieldChanged,
    onSubmit: passwordForm.submitted,
  });
  const errors = useFormErrors(passwordForm, PASSWORD_IDS, {
    labelOf: (path) => (path === 'repeat' ? t('features.firstLogin.repeatPassword') : t('features.firstLogin.newPassword')),
  });
  return (
    <Page title={t('features.firstLogin.passwordTitle')}>
      <p>{t('features.firstLogin.passwordIntro')}</p>
      <form className="form" noValidate onSubmit={submitWith(model.onSubmit)}>
        <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
        <NewPasswordFields
          ids={PASSWORD_IDS}
          labels={{ password: t('features.firstLogin.newPassword'), repeat: t('features.firstLogin.repeatPassword') }}
          values={model.values}
          errors={{ password: errors.errorOf('password'), repeat: errors.errorOf('repeat') }}
          onChange={(field, value) => model.onField({ field, value })}
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
    values: termsForm.$values,
    isSigning: $isSigningTerms,
    onField: termsForm.fieldChanged,
    onSubmit: termsForm.submitted,
  });
  const errors = useFormErrors(termsForm, TERMS_IDS, { labelOf: () => t('features.firstLogin.acceptTerms') });
  return (
    <Page title={t('features.firstLogin.termsTitle')}>
      <p>{t('features.firstLogin.termsIntro')}</p>
      <ul>
        <li>{t('features.firstLogin.termsPersonal')}</li>
        <li>{t('features.firstLogin.termsDigital')}</li>
        <li>{t('features.firstLogin.termsSecurity')}</li>
      </ul>
      <form className="form" noValidate onSubmit={submitWith(model.onSubmit)}>
        <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
        <CheckboxField
          id={TERMS_IDS.accepted}
          label={t('features.firstLogin.acceptTerms')}
          checked={model.values.accepted}
          onCheckedChange={(accepted) => model.onField({ field: 'accepted', value: accepted })}
        />
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
