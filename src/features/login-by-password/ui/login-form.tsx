import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { routeUrl, Link } from '@/shared/routing';
import { CheckboxField, ErrorSummary, TextField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $isPending, $isWithoutPhoneNumber, loginForm } from '../model/login';

const FIELD_IDS = { username: 'login-username', password: 'login-password' } as const;

/** Username, password and remember-me; the code step follows. */
export function LoginForm() {
  const { t } = useTranslation();
  const model = useUnit({
    values: loginForm.$values,
    isWithoutPhoneNumber: $isWithoutPhoneNumber,
    isPending: $isPending,
    onField: loginForm.fieldChanged,
    onSubmit: loginForm.submitted,
  });
  const errors = useFormErrors(loginForm, FIELD_IDS, { labelOf: (path) => (path === 'password' ? t('features.login.password') : t('features.login.username')) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.login.formName')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      {model.isWithoutPhoneNumber && (
        <p>
          <Link to={routeUrl('idin-activate')}>{t('features.login.idinLink')}</Link>
        </p>
      )}
      <TextField
        id={FIELD_IDS.username}
        label={t('features.login.username')}
        value={model.values.username}
        onValueChange={(value) => model.onField({ field: 'username', value })}
        error={errors.errorOf('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={100}
      />
      <TextField
        id={FIELD_IDS.password}
        label={t('features.login.password')}
        type="password"
        value={model.values.password}
        onValueChange={(value) => model.onField({ field: 'password', value })}
        error={errors.errorOf('password')}
        autoComplete="current-password"
        maxLength={100}
      />
      <CheckboxField
        id="login-remember-me"
        label={t('features.login.rememberMe')}
        checked={model.values.rememberMe}
        onCheckedChange={(value) => model.onField({ field: 'rememberMe', value })}
      />
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isPending} aria-busy={model.isPending}>
          {model.isPending ? t('features.login.submitting') : t('features.login.submit')}
        </button>
      </p>
    </form>
  );
}
