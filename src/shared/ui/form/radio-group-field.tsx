import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';

interface RadioGroupFieldProps extends ChoiceGroupProps {
  /** the chosen option's value, '' for none yet */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * One choice out of a few, as native radios in a fieldset: the arrow keys
 * move between them and Tab enters and leaves the group, as browsers do.
 */
export function RadioGroupField({ value, onValueChange, ...group }: RadioGroupFieldProps) {
  return (
    <ChoiceGroup
      {...group}
      kind="radio"
      role="radiogroup"
      renderInput={(option, inputId, optionHintId) => (
        <input
          id={inputId}
          type="radio"
          name={group.id}
          value={option.value}
          checked={value === option.value}
          aria-describedby={optionHintId}
          onChange={() => onValueChange(option.value)}
        />
      )}
    />
  );
}
