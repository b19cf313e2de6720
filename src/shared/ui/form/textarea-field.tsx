import type { TextareaHTMLAttributes } from 'react';
import { LabelledField, describedBy, type FieldMessagesProps, type RequirementProps } from './field-parts';

interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id' | 'required' | 'maxLength'>,
    FieldMessagesProps,
    RequirementProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength: number;
  /** the counter's text, e.g. (12, 500) => 'U heeft 12 van de 500 tekens gebruikt' */
  counterText: (used: number, max: number) => string;
}

/** From this share of the maximum on, the counter is also read out while typing. */
const ANNOUNCE_FROM_SHARE = 0.9;

export const counterId = (id: string) => `${id}-counter`;

/**
 * A labelled textarea with a live character counter under it. The visible
 * counter describes the field (read on focus); a polite live region repeats
 * it only within the last 10% of the maximum, so typing is not talked over.
 * The maximum is enforced, also for pasted text.
 */
export function TextareaField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  required,
  requiredText,
  optionalText,
  maxLength,
  counterText,
  rows = 5,
  ...textareaProps
}: TextareaFieldProps) {
  const used = value.length;
  const counter = counterText(used, maxLength);
  const isNearMax = used >= Math.floor(maxLength * ANNOUNCE_FROM_SHARE);
  return (
    <LabelledField id={id} kind={'textarea'} label={label} hint={hint} error={error} required={required} requiredText={requiredText} optionalText={optionalText}>
      <textarea
        {...textareaProps}
        id={id}
        className="field__input field__textarea"
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error }, counterId(id))}
        onChange={(event) => onValueChange(event.target.value.slice(0, maxLength))}
      />
      <p className={`field__counter${isNearMax ? ' field__counter--near-max' : ''}`} id={counterId(id)}>
        {counter}
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid={`${id}-counter-live`}>
        {isNearMax ? counter : ''}
      </p>
    </LabelledField>
  );
}
