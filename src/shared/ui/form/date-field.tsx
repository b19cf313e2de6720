import { InputField, type ShapedFieldProps } from './input-field';
import { formatDateInput } from './input-format';

/** The length of a date typed as dd-mm-jjjj. */
const DATE_INPUT_LENGTH = 10;

const isDigit = (character: string) => /^\d$/.test(character);

/**
 * A date typed as dd-mm-jjjj on a number keyboard, the dashes put in while
 * typing. The hint shows the format ('Bijvoorbeeld 14-03-2025'); no
 * placeholder. Bounds and their messages are the model's (domain/validation/dates).
 */
export function DateField({ autoComplete = 'off', ...props }: ShapedFieldProps) {
  return (
    <InputField
      {...props}
      kind="date"
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={DATE_INPUT_LENGTH}
      format={formatDateInput}
      isValueCharacter={isDigit}
    />
  );
}
