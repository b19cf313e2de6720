import { useTranslation } from '@/shared/i18n';
import { useFormErrors, type Form } from '@/shared/lib/form';
import { ErrorSummary, TextField } from '@/shared/ui/form';
import { NewPasswordFields } from '@/shared/ui/new-password';
import { useUnit } from 'effector-react';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { $isPending } from '../model/wizard';

export interface FieldSpec<Field extends string> {
  field: Field;
  id: string;
  label: string;
  hint?: string;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;
}

type NewPasswordPart = 'password' | 'repeat';

interface StepFormProps<Field extends string> {
  form: Form<Record<Field, string>>;
  /** the id of the heading that names the form */
  labelledBy: string;
  fields: FieldSpec<Field>[];
  /** the new-password group after the fields, for a step whose form has `password` and `repeat` */
  newPassword?: { ids: Record<NewPasswordPart, string>; labels: Record<NewPasswordPart, string> };
  submitLabel: string;
  /** text between the error summary and the fields */
  children?: ReactNode;
  /** buttons or links after the submit button */
  secondary?: ReactNode;
}

/** One step's fields with the focused error summary that links to them. */
export function StepForm<Field extends string>({ form, labelledBy, fields, newPassword, submitLabel, children, secondary }: StepFormProps<Field>) {
  const { t } = useTranslation();
  const model = useUnit({
    values: form.$values,
    isPending: $isPending,
    onChange: form.fieldChanged,
    onSubmit: form.submitted,
  });
  const fieldIds: Record<string, string> = { ...Object.fromEntries(fields.map((spec) => [spec.field, spec.id])), ...newPassword?.ids };
  const errors = useFormErrors(form, fieldIds, {
    labelOf: (path) => fields.find((spec) => spec.field === path)?.label ?? newPassword?.labels[path as 'password' | 'repeat'] ?? path,
  });
  const change = (field: Field, value: string) => model.onChange({ field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  const values = model.values as Record<string, string>;
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      {children}
      {fields.map((spec) => (
        <TextField
          key={spec.id}
          id={spec.id}
          label={spec.label}
          hint={spec.hint}
          value={model.values[spec.field]}
          onValueChange={(value) => change(spec.field, value)}
          error={errors.errorOf(spec.field)}
          {...spec.input}
        />
      ))}
      {newPassword && (
        <NewPasswordFields
          ids={newPassword.ids}
          labels={newPassword.labels}
          values={{ password: values['password'] ?? '', repeat: values['repeat'] ?? '' }}
          errors={{ password: errors.errorOf('password'), repeat: errors.errorOf('repeat') }}
          onChange={(part, value) => change(part as Field, value)}
        />
      )}
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isPending} aria-busy={model.isPending}>
          {model.isPending ? t('features.registerAccount.submitting') : submitLabel}
        </button>
        {secondary}
      </p>
    </form>
  );
}
