import { useEffect, useRef } from 'react';

export interface SummaryError {
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  title: string;
  errors: SummaryError[];
  /** changes on every submit, so the summary takes focus again */
  attempt: number;
}

/**
 * The form's errors at the top, focused after a failed submit, each linking
 * to its field (GOV.UK pattern): keyboard and screen-reader users start there.
 */
export function ErrorSummary({ title, errors, attempt }: ErrorSummaryProps) {
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
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.fieldId)?.focus();
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
