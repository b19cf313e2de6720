import './login-details-forms.css';
import { useTranslation } from '@/shared/i18n';
import { ErrorSummary, TextField } from '@/shared/ui/form';
import { PASSWORD_SPECIAL_CHARACTERS, passwordRequirements, phoneNumberMaxInputLength, USERNAME_MAX_LENGTH } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import {
  $isSavingPassword,
  $isSavingPhoneNumber,
  $isSavingUsername,
  $password,
  $passwordAttempt,
  $phoneNumber,
  $phoneNumberAttempt,
  $repeat,
  $shownPasswordErrors,
  $shownPhoneNumberError,
  $shownUsernameError,
  $username,
  $usernameAttempt,
  passwordChanged,
  passwordSubmitted,
  phoneNumberChanged,
  phoneNumberSubmitted,
  repeatChanged,
  usernameChanged,
  usernameSubmitted,
  type LoginDetailsError,
} from '../model/login-details';

function useErrorText() {
  const { t } = useTranslation();
  return (error: LoginDetailsError | null) =>
    error === null
      ? null
      : error === 'username-exists'
        ? t('features.editLoginDetails.usernameExists')
        : t(`validation.${error}`);
}

function submitWith(handler: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
}

function SaveButton({ isSaving }: { isSaving: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button button--primary" disabled={isSaving} aria-busy={isSaving}>
      {isSaving ? t('features.editLoginDetails.saving') : t('features.editLoginDetails.save')}
    </button>
  );
}

const USERNAME_ID = 'settings-username';

/** A new username: 8 to 50 characters, not one another account has. */
export function UsernameForm({ cancel }: { cancel: ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const model = useUnit({
    username: $username,
    error: $shownUsernameError,
    attempt: $usernameAttempt,
    isSaving: $isSavingUsername,
    onUsername: usernameChanged,
    onSubmit: usernameSubmitted,
  });
  const error = errorText(model.error);
  return (
    <form className="form" noValidate onSubmit={submitWith(model.onSubmit)} aria-label={t('features.editLoginDetails.usernameForm')}>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={error ? [{ fieldId: USERNAME_ID, message: error }] : []}
      />
      <TextField
        id={USERNAME_ID}
        label={t('features.editLoginDetails.username')}
        hint={t('features.editLoginDetails.usernameHint')}
        value={model.username}
        onValueChange={model.onUsername}
        error={error}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX_LENGTH}
      />
      <p className="actions">
        <SaveButton isSaving={model.isSaving} />
        {cancel}
      </p>
    </form>
  );
}

const PASSWORD_IDS = { password: 'settings-new-password', repeat: 'settings-repeat-password' } as const;

/** A new password by the rules, typed twice. */
export function PasswordForm({ cancel }: { cancel: ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
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
  const met = passwordRequirements(model.password);
  const rules = [
    { key: 'length', isMet: met.hasMinLength && met.hasMaxLength },
    { key: 'letter', isMet: met.hasLetter },
    { key: 'digit', isMet: met.hasDigit },
    { key: 'special', isMet: met.hasSpecialCharacter },
  ];
  const summary = (['password', 'repeat'] as const)
    .filter((field) => model.errors[field])
    .map((field) => ({ fieldId: PASSWORD_IDS[field], message: errorText(model.errors[field]) ?? '' }));
  return (
    <form className="form" noValidate onSubmit={submitWith(model.onSubmit)} aria-label={t('features.editLoginDetails.passwordForm')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={model.attempt} errors={summary} />
      <TextField
        id={PASSWORD_IDS.password}
        label={t('features.editLoginDetails.newPassword')}
        type="password"
        value={model.password}
        onValueChange={model.onPassword}
        error={errorText(model.errors.password)}
        autoComplete="new-password"
      />
      <div className="password-rules" id={`${PASSWORD_IDS.password}-rules`}>
        <p className="password-rules__title">{t('features.editLoginDetails.passwordRules')}</p>
        <ul className="password-rules__list">
          {rules.map((rule) => (
            <li key={rule.key} className={rule.isMet ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'}>
              {t(`features.editLoginDetails.rules.${rule.key}`, { characters: PASSWORD_SPECIAL_CHARACTERS.join(' ') })}
              <span className="password-rules__state">
                {' '}
                {rule.isMet ? t('features.editLoginDetails.ruleMet') : t('features.editLoginDetails.ruleNotMet')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <TextField
        id={PASSWORD_IDS.repeat}
        label={t('features.editLoginDetails.repeatPassword')}
        type="password"
        value={model.repeat}
        onValueChange={model.onRepeat}
        error={errorText(model.errors.repeat)}
        autoComplete="new-password"
      />
      <p className="actions">
        <SaveButton isSaving={model.isSaving} />
        {cancel}
      </p>
    </form>
  );
}

const PHONE_ID = 'settings-phone-number';

/** The number the verification codes go to: a mobile number gets an SMS, another number a call. */
export function PhoneNumberForm({ cancel }: { cancel: ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const model = useUnit({
    phoneNumber: $phoneNumber,
    error: $shownPhoneNumberError,
    attempt: $phoneNumberAttempt,
    isSaving: $isSavingPhoneNumber,
    onPhoneNumber: phoneNumberChanged,
    onSubmit: phoneNumberSubmitted,
  });
  const error = errorText(model.error);
  return (
    <form className="form" noValidate onSubmit={submitWith(model.onSubmit)} aria-label={t('features.editLoginDetails.phoneNumberForm')}>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={error ? [{ fieldId: PHONE_ID, message: error }] : []}
      />
      <TextField
        id={PHONE_ID}
        label={t('features.editLoginDetails.phoneNumber')}
        hint={t('features.editLoginDetails.phoneNumberHint')}
        type="tel"
        value={model.phoneNumber}
        onValueChange={(value) => {
          // "Maximum input length: 10 if it starts 06, 12 if +31, else 15, plus the count of formatting characters"
          if (value.length <= phoneNumberMaxInputLength(value)) model.onPhoneNumber(value);
        }}
        error={error}
        autoComplete="tel"
      />
      <p className="actions">
        <SaveButton isSaving={model.isSaving} />
        {cancel}
      </p>
    </form>
  );
}
