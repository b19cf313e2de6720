import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { ErrorSummary } from '@/shared/ui/form';
import { NewPasswordFields } from '@/shared/ui/new-password';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { resetPasswordForm, resetPasswordSubmission } from '../model/reset-password';

const FIELD_IDS = { password: 'reset-new-password', repeat: 'reset-new-password-repeat' };

/** The new password and its repeat, by the domain's password rules. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const model = useUnit({
    values: resetPasswordForm.$values,
    isSaving: resetPasswordSubmission.$isSaving,
    onField: resetPasswordForm.fieldChanged,
    onSubmit: resetPasswordForm.submitted,
  });
  const errors = useFormErrors(resetPasswordForm, FIELD_IDS, {
    labelOf: (path) => (path === 'repeat' ? t('features.resetPassword.repeatPassword') : t('features.resetPassword.newPassword')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.resetPassword.formName')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      <NewPasswordFields
        ids={FIELD_IDS}
        labels={{ password: t('features.resetPassword.newPassword'), repeat: t('features.resetPassword.repeatPassword') }}
        values={model.values}
        errors={{ password: errors.errorOf('password'), repeat: errors.errorOf('repeat') }}
        onChange={(field, value) => model.onField({ field, value })}
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
