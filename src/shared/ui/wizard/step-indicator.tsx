interface StepIndicatorProps {
  /** 'Stap 2 van 4: Termijnen' */
  text: string;
  /** every step's name, for the bar of steps on wider screens */
  steps: readonly string[];
  current: number;
}

/** Where the user is in a wizard: the sentence for everyone, a bar of named steps where there is room. */
export function StepIndicator({ text, steps, current }: StepIndicatorProps) {
  return (
    <div className="step-indicator">
      <p className="step-indicator__text">{text}</p>
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
