import { useEffect, useRef } from 'react';

interface StepIndicatorProps {
  /** 'Stap 2 van 4: Termijnen' */
  text: string;
  /** every step's name, for the bar of steps on wider screens */
  steps: readonly string[];
  current: number;
}

/**
 * Where the user is in a wizard: the sentence for everyone, a bar of named
 * steps where there is room. A new step takes focus here, so keyboard and
 * screen-reader users start at its top, as after a page change.
 */
export function StepIndicator({ text, steps, current }: StepIndicatorProps) {
  const sentence = useRef<HTMLParagraphElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    sentence.current?.focus();
  }, [current]);
  return (
    <div className="step-indicator">
      <p className="step-indicator__text" tabIndex={-1} ref={sentence}>
        {text}
      </p>
      <ol className="step-indicator__steps" aria-hidden="true">
        {steps.map((name, index) => (
          <li
            key={name}
            className={`step-indicator__step${index + 1 === current ? ' step-indicator__step--current' : ''}${index + 1 < current ? ' step-indicator__step--done' : ''}`}
          >
            {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
