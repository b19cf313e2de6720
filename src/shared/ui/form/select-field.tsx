import type { SelectHTMLAttributes } from 'react';
import {
  FieldMessages,
  LabelText,
  describedBy,
  fieldClassName,
  type FieldMessagesProps,
  type RequirementProps,
} from './field-parts';

export interface FieldOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id' | 'required' | 'multiple'>,
    FieldMessagesProps,
    RequirementProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly FieldOption[];
  /** the first, empty choice, e.g. 'Maak een keuze'; its value is '' */
  placeholder?: string;
}

/** A labelled native select; with a placeholder, '' means nothing chosen yet. */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  required,
  requiredText,
  optionalText,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps) {
  return (
    <div className={fieldClassName('select', error)}>
      <label className="field__label" htmlFor={id}>
        <LabelText required={required} requiredText={requiredText} optionalText={optionalText}>
          {label}
        </LabelText>
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <select
        {...selectProps}
        id={id}
        className="field__input field__select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
