import type { NamedErrorText } from '@/shared/lib/form';
import { useEffect, useRef } from 'react';

export interface SummaryError {
  /** the field's id; for a radio or checkbox group its fieldset's id or its first input's (`${id}-0`) */
  fieldId: string;
  /** from the forms kit's one rule (`namedErrorText`): every line says which field it is about */
  message: NamedErrorText;
}

interface ErrorSummaryProps {
  title: string;
  errors: SummaryError[];
  /** changes on every submit, so the summary takes focus again */
  attempt: number;
  /** a sentence under the title, e.g. 'Controleer de volgende velden:' */
  intro?: string;
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * The element a summary link focuses: the field itself, or for a group
 * (a fieldset) its checked choice or else its first one.
 */
function focusTarget(fieldId: string): HTMLElement | null {
  const element = document.getElementById(fieldId);
  if (!element || element.matches(FOCUSABLE)) return element;
  return element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * The form's errors at the top, focused after a failed submit, each linking
 * to its field (GOV.UK and NL Design System pattern): keyboard and
 * screen-reader users start there and jump to each field.
 */
export function ErrorSummary({ title, errors, attempt, intro }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (hasErrors) summary.current?.focus();
  }, [attempt, hasErrors]);
  if (!hasErrors) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      {intro && <p className="error-summary__intro">{intro}</p>}
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const target = focusTarget(error.fieldId);
                if (!target) return;
                event.preventDefault();
                target.focus();
                // bring the label or legend into view too, not only the control
                target.closest<HTMLElement>('fieldset, .field')?.scrollIntoView?.({ block: 'nearest' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
