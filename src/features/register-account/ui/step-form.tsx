import { useTranslation } from '@/shared/i18n';
import { ErrorSummary, TextField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { FormStep } from '../model/form-step';
import { $isPending } from '../model/wizard';

export interface FieldSpec<Field extends string> {
  field: Field;
  id: string;
  label: string;
  hint?: string;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;
}

interface StepFormProps<Field extends string> {
  form: FormStep<Field>;
  /** the id of the heading that names the form */
  labelledBy: string;
  fields: FieldSpec<Field>[];
  submitLabel: string;
  /** text between the error summary and the fields */
  children?: ReactNode;
  /** buttons or links after the submit button */
  secondary?: ReactNode;
}

/** One step's fields with the focused error summary that links to them. */
export function StepForm<Field extends string>({ form, labelledBy, fields, submitLabel, children, secondary }: StepFormProps<Field>) {
  const { t } = useTranslation();
  const model = useUnit({
    values: form.$values,
    errors: form.$shownErrors,
    attempt: form.$attempt,
    isPending: $isPending,
    onChange: form.fieldChanged,
    onSubmit: form.submitted,
  });
  const errorOf = (field: Field): string | null => {
    const key = model.errors[field];
    return key ? t(key) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  const summary = fields.flatMap((spec) => {
    const message = errorOf(spec.field);
    return message ? [{ fieldId: spec.id, message }] : [];
  });
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={model.attempt} errors={summary} />
      {children}
      {fields.map((spec) => (
        <TextField
          key={spec.id}
          id={spec.id}
          label={spec.label}
          hint={spec.hint}
          value={model.values[spec.field]}
          onValueChange={(value) => model.onChange({ field: spec.field, value })}
          error={errorOf(spec.field)}
          {...spec.input}
        />
      ))}
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isPending} aria-busy={model.isPending}>
          {model.isPending ? t('features.registerAccount.submitting') : submitLabel}
        </button>
        {secondary}
      </p>
    </form>
  );
}
