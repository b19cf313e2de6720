import { codeChannel } from '@/entities/verification';
import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { ErrorSummary, TextField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $isCodeBlocked, $isPending, $receiver, $restartsAt, codeForm, resendClicked } from '../model/verify';

const CODE_FIELD_ID = 'verification-code';
const FIELD_IDS = { code: CODE_FIELD_ID };

/** The 5-character code sent by SMS, or read out in a call to a landline. */
export function VerifyForm() {
  const { t } = useTranslation();
  const model = useUnit({
    values: codeForm.$values,
    isPending: $isPending,
    receiver: $receiver,
    isBlocked: $isCodeBlocked,
    restartsAt: $restartsAt,
    onCode: codeForm.fieldChanged,
    onSubmit: codeForm.submitted,
    onResend: resendClicked,
  });
  const errors = useFormErrors(codeForm, FIELD_IDS, { labelOf: () => t('features.verify.code') });
  if (!model.receiver) return null;
  const channel = codeChannel(model.receiver);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.verify.formName')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      {channel && (
        <p data-testid="code-channel">
          {t(channel === 'call' ? 'features.verify.sentByCall' : 'features.verify.sentBySms', {
            phoneNumber: model.receiver.phoneNumber ?? '',
          })}
        </p>
      )}
      <TextField
        id={CODE_FIELD_ID}
        label={t('features.verify.code')}
        hint={t('features.verify.codeHint')}
        value={model.values.code}
        onValueChange={(code) => model.onCode({ field: 'code', value: code.trim() })}
        error={errors.errorOf('code')}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={5}
      />
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isPending} aria-busy={model.isPending}>
          {t('features.verify.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => model.onResend()}>
          {model.isBlocked ? t(model.restartsAt === 'forgot' ? 'features.verify.restartForgot' : 'features.verify.restartLogin') : t('features.verify.resend')}
        </button>
      </p>
    </form>
  );
}
