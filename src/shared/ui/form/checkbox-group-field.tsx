import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';

interface CheckboxGroupFieldProps extends ChoiceGroupProps {
  /** the checked options' values */
  values: readonly string[];
  /** the checked values in the options' order */
  onValuesChange: (values: string[]) => void;
}

/** Several choices out of a list, as native checkboxes in a fieldset. */
export function CheckboxGroupField({ values, onValuesChange, error, ...group }: CheckboxGroupFieldProps) {
  const toggle = (value: string, checked: boolean) =>
    group.options
      .map((option) => option.value)
      .filter((candidate) => (candidate === value ? checked : values.includes(candidate)));
  return (
    <ChoiceGroup
      {...group}
      error={error}
      kind="checkbox"
      renderInput={(option, inputId, optionHintId) => (
        <input
          id={inputId}
          type="checkbox"
          name={group.id}
          value={option.value}
          checked={values.includes(option.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={optionHintId}
          onChange={(event) => onValuesChange(toggle(option.value, event.target.checked))}
        />
      )}
    />
  );
}
