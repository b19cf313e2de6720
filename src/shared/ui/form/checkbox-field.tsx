import type { ReactNode } from 'react';
import { FieldMessages, LabelText, describedBy, fieldClassName, type FieldMessagesProps, type RequirementProps } from './field-parts';

interface CheckboxFieldProps extends FieldMessagesProps, RequirementProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One checkbox with its label beside it (a confirmation, a filter); hint and error under it. */
export function CheckboxField({
  id,
  label,
  checked,
  onCheckedChange,
  hint,
  error,
  required,
  requiredText,
  optionalText,
}: CheckboxFieldProps) {
  const control = (
    <>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={id}>
        <LabelText required={required} requiredText={requiredText} optionalText={optionalText}>
          {label}
        </LabelText>
      </label>
    </>
  );
  if (!hint && !error) return <div className="field field--checkbox">{control}</div>;
  return (
    <div className={fieldClassName('checkbox-with-messages', error)}>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="field--checkbox">{control}</div>
    </div>
  );
}
