import { useTranslation } from '@/shared/i18n';
import { routeUrl } from '@/shared/routing';
import { CheckboxField, ErrorSummary, TextField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  $attempt,
  $isPending,
  $message,
  $password,
  $rememberMe,
  $shownFieldErrors,
  $username,
  passwordChanged,
  rememberMeChanged,
  submitted,
  usernameChanged,
} from '../model/login';

const FIELD_IDS = { username: 'login-username', password: 'login-password' } as const;

/** Username, password and remember-me; the code step follows. */
export function LoginForm() {
  const { t } = useTranslation();
  const model = useUnit({
    username: $username,
    password: $password,
    rememberMe: $rememberMe,
    errors: $shownFieldErrors,
    attempt: $attempt,
    message: $message,
    isPending: $isPending,
    onUsername: usernameChanged,
    onPassword: passwordChanged,
    onRememberMe: rememberMeChanged,
    onSubmit: submitted,
  });
  const errorOf = (field: 'username' | 'password') => {
    const found = model.errors.find((error) => error.field === field);
    return found ? t(`features.login.errors.${found.error}`) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.login.formName')}>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.errors.map((error) => ({
          fieldId: FIELD_IDS[error.field],
          message: t(`features.login.errors.${error.error}`),
        }))}
      />
      {model.message === 'no-phone-number' && (
        <p className="form-message" role="alert">
          {t('features.login.noPhoneNumber')}{' '}
          <Link to={routeUrl('idin-activate')}>{t('features.login.idinLink')}</Link>
        </p>
      )}
      <TextField
        id={FIELD_IDS.username}
        label={t('features.login.username')}
        value={model.username}
        onValueChange={model.onUsername}
        error={errorOf('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        id={FIELD_IDS.password}
        label={t('features.login.password')}
        type="password"
        value={model.password}
        onValueChange={model.onPassword}
        error={errorOf('password')}
        autoComplete="current-password"
      />
      <CheckboxField
        id="login-remember-me"
        label={t('features.login.rememberMe')}
        checked={model.rememberMe}
        onCheckedChange={model.onRememberMe}
      />
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isPending} aria-busy={model.isPending}>
          {model.isPending ? t('features.login.submitting') : t('features.login.submit')}
        </button>
      </p>
    </form>
  );
}
