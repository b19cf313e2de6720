import type { SelectHTMLAttributes } from 'react';
import { LabelledField, describedBy, type FieldMessagesProps, type RequirementProps } from './field-parts';

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

/** Years as a select's choices, in the order given. */
export function yearOptions(years: readonly number[]): FieldOption[] {
  return years.map((year) => ({ value: String(year), label: String(year) }));
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
    <LabelledField id={id} kind={'select'} label={label} hint={hint} error={error} required={required} requiredText={requiredText} optionalText={optionalText}>
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
    </LabelledField>
  );
}
