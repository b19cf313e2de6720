import { RadioGroupField } from './radio-group-field';
import type { ChoiceGroupProps } from './choice-group';

interface YesNoFieldProps extends Omit<ChoiceGroupProps, 'options' | 'inline'> {
  /** null while unanswered */
  value: boolean | null;
  onValueChange: (value: boolean) => void;
  yesLabel: string;
  noLabel: string;
}

const YES = 'yes';
const NO = 'no';

/** A yes/no question: two radios side by side, yes first. */
export function YesNoField({ value, onValueChange, yesLabel, noLabel, ...group }: YesNoFieldProps) {
  return (
    <RadioGroupField
      {...group}
      inline
      value={value === null ? '' : value ? YES : NO}
      onValueChange={(chosen) => onValueChange(chosen === YES)}
      options={[
        { value: YES, label: yesLabel },
        { value: NO, label: noLabel },
      ]}
    />
  );
}
