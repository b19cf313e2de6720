import type { ReactNode } from 'react';

/** What every field shows besides its control; texts come translated from the form. */
export interface FieldMessagesProps {
  id: string;
  /** an example or the expected format, shown under the label */
  hint?: string;
  /** the translated error, shown under the label and linked to the control */
  error?: string | null;
}

/**
 * Whether the answer is asked for. Only the visible marker changes: forms use
 * `noValidate` and their model validates, so no native `required` attribute.
 */
export interface RequirementProps {
  required?: boolean;
  /** shown after the label of a required field, e.g. '(verplicht)' */
  requiredText?: string;
  /** shown after the label of an optional field, e.g. '(niet verplicht)' */
  optionalText?: string;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids a control is described by: hint, error and any extra (a counter), or nothing. */
export function describedBy(
  id: string,
  { hint, error }: Pick<FieldMessagesProps, 'hint' | 'error'>,
  ...extra: (string | null | undefined)[]
): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null, ...extra].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function fieldClassName(kind: string | null, error: string | null | undefined): string {
  return ['field', kind ? `field--${kind}` : null, error ? 'field--invalid' : null].filter(Boolean).join(' ');
}

/** The label's text with the required or optional marker the form passes in. */
export function LabelText({
  children,
  required,
  requiredText,
  optionalText,
}: RequirementProps & { children: ReactNode }) {
  const marker = required ? requiredText : optionalText;
  return (
    <>
      {children}
      {marker && (
        <>
          {' '}
          <span className="field__marker">{marker}</span>
        </>
      )}
    </>
  );
}

/** Hint and error under the label, in that order, with the ids the control points to. */
export function FieldMessages({ id, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId(id)}>
          {error}
        </p>
      )}
    </>
  );
}

interface LabelledFieldProps extends FieldMessagesProps, RequirementProps {
  /** the field's kind for its class (`select`, `textarea`), null for a plain input */
  kind: string | null;
  label: string;
  children: ReactNode;
}

/** A single control's frame: the label (with its marker) tied to the control, then hint and error, then the control. */
export function LabelledField({ id, kind, label, hint, error, required, requiredText, optionalText, children }: LabelledFieldProps) {
  return (
    <div className={fieldClassName(kind, error)}>
      <label className="field__label" htmlFor={id}>
        <LabelText required={required} requiredText={requiredText} optionalText={optionalText}>
          {label}
        </LabelText>
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}
