import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { ErrorSummary, PhoneField, TextField } from '@/shared/ui/form';
import { NewPasswordFields } from '@/shared/ui/new-password';
import { USERNAME_MAX_LENGTH } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import {
  $currentUsername,
  passwordForm,
  passwordSubmission,
  phoneNumberForm,
  phoneNumberSubmission,
  usernameForm,
  usernameSubmission,
} from '../model/login-details';

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

const USERNAME_IDS = { username: 'settings-username' };

/** A new username: 8 to 50 characters, not one another account has. */
export function UsernameForm({ cancel }: { cancel: ReactNode }) {
  const { t } = useTranslation();
  const model = useUnit({
    currentUsername: $currentUsername,
    values: usernameForm.$values,
    isSaving: usernameSubmission.$isSaving,
    onField: usernameForm.fieldChanged,
    onSubmit: usernameForm.submitted,
  });
  const errors = useFormErrors(usernameForm, USERNAME_IDS, { labelOf: () => t('features.editLoginDetails.username') });
  return (
    <form className="form" noValidate onSubmit={submitWith(model.onSubmit)} aria-label={t('features.editLoginDetails.usernameForm')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      <p data-testid="current-username">
        {t('features.editLoginDetails.currentUsername', { username: model.currentUsername })}
      </p>
      <TextField
        id={USERNAME_IDS.username}
        label={t('features.editLoginDetails.username')}
        hint={t('features.editLoginDetails.usernameHint')}
        value={model.values.username}
        onValueChange={(value) => model.onField({ field: 'username', value })}
        error={errors.errorOf('username')}
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

const PASSWORD_IDS = { password: 'settings-new-password', repeat: 'settings-repeat-password' };

/** A new password by the rules, typed twice. */
export function PasswordForm({ cancel }: { cancel: ReactNode }) {
  const { t } = useTranslation();
  const model = useUnit({
    values: passwordForm.$values,
    isSaving: passwordSubmission.$isSaving,
    onField: passwordForm.fieldChanged,
    onSubmit: passwordForm.submitted,
  });
  const errors = useFormErrors(passwordForm, PASSWORD_IDS, {
    labelOf: (path) => (path === 'repeat' ? t('features.editLoginDetails.repeatPassword') : t('features.editLoginDetails.newPassword')),
  });
  return (
    <form className="form" noValidate onSubmit={submitWith(model.onSubmit)} aria-label={t('features.editLoginDetails.passwordForm')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      <NewPasswordFields
        ids={PASSWORD_IDS}
        labels={{ password: t('features.editLoginDetails.newPassword'), repeat: t('features.editLoginDetails.repeatPassword') }}
        values={model.values}
        errors={{ password: errors.errorOf('password'), repeat: errors.errorOf('repeat') }}
        onChange={(field, value) => model.onField({ field, value })}
      />
      <p className="actions">
        <SaveButton isSaving={model.isSaving} />
        {cancel}
      </p>
    </form>
  );
}

const PHONE_IDS = { phoneNumber: 'settings-phone-number' };

/** The number the verification codes go to: a mobile number gets an SMS, another number a call. */
export function PhoneNumberForm({ cancel }: { cancel: ReactNode }) {
  const { t } = useTranslation();
  const model = useUnit({
    values: phoneNumberForm.$values,
    isSaving: phoneNumberSubmission.$isSaving,
    onField: phoneNumberForm.fieldChanged,
    onSubmit: phoneNumberForm.submitted,
  });
  const errors = useFormErrors(phoneNumberForm, PHONE_IDS, { labelOf: () => t('features.editLoginDetails.phoneNumber') });
  return (
    <form className="form" noValidate onSubmit={submitWith(model.onSubmit)} aria-label={t('features.editLoginDetails.phoneNumberForm')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      <PhoneField
        id={PHONE_IDS.phoneNumber}
        label={t('features.editLoginDetails.phoneNumber')}
        hint={t('forms.phoneHint')}
        value={model.values.phoneNumber}
        onValueChange={(value) => model.onField({ field: 'phoneNumber', value })}
        error={errors.errorOf('phoneNumber')}
      />
      <p className="actions">
        <SaveButton isSaving={model.isSaving} />
        {cancel}
      </p>
    </form>
  );
}
