import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { caretAfterValueCharacters, countValueCharacters, isValueCharacter } from './caret';
import { LabelledField, describedBy, type FieldMessagesProps, type RequirementProps } from './field-parts';

export interface InputFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'required' | 'prefix'>,
    FieldMessagesProps,
    RequirementProps {
  id: string;
  label: string;
  /** the raw text as typed (after the field's own formatting) */
  value: string;
  onValueChange: (value: string) => void;
}

interface FormattedInputFieldProps extends InputFieldProps {
  /** tidies the typed text (dashes, groups, capitals), knowing the value before; must be idempotent */
  format?: (typed: string, previous: string) => string;
  /** which characters carry the value, to keep the caret in place when `format` adds or drops others */
  isValueCharacter?: (character: string) => boolean;
  /** a unit shown before the input, hidden from screen readers (the label names the unit) */
  prefix?: string;
  /** the field's own modifier class, e.g. 'date' gives 'field--date' */
  kind?: string;
}

/**
 * A labelled input whose hint and error are announced with it
 * (aria-describedby), optionally reformatting what is typed without moving
 * the caret. Never the native `required`: the model validates.
 */
export function InputField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  required,
  requiredText,
  optionalText,
  format,
  isValueCharacter: isValue = isValueCharacter,
  prefix,
  kind,
  ...inputProps
}: FormattedInputFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (element && caret !== null && element.ownerDocument.activeElement === element) {
      element.setSelectionRange(caret, caret);
    }
  }, [value]);

  const control = (
    <input
      {...inputProps}
      ref={input}
      id={id}
      className="field__input"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { hint, error })}
      onChange={(event) => {
        const typed = event.target.value;
        if (!format) {
          onValueChange(typed);
          return;
        }
        const formatted = format(typed, value);
        const caret = event.target.selectionStart ?? typed.length;
        pendingCaret.current =
          formatted === typed || caret >= typed.length
            ? null
            : caretAfterValueCharacters(formatted, countValueCharacters(typed, caret, isValue), isValue);
        onValueChange(formatted);
      }}
    />
  );

  return (
    <LabelledField id={id} kind={kind ?? null} label={label} hint={hint} error={error} required={required} requiredText={requiredText} optionalText={optionalText}>
      {prefix ? (
        <div className="field__affix">
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </LabelledField>
  );
}

/** What a form passes to a field with a fixed shape; the field sets its own input attributes. */
export type ShapedFieldProps = Pick<
  InputFieldProps,
  | 'id'
  | 'label'
  | 'hint'
  | 'error'
  | 'value'
  | 'onValueChange'
  | 'required'
  | 'requiredText'
  | 'optionalText'
  | 'name'
  | 'disabled'
  | 'readOnly'
  | 'onBlur'
  | 'autoComplete'
>;
