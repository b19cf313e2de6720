import { InputField, type ShapedFieldProps } from './input-field';
import { formatDigitsInput } from './input-format';

/** "BSN: 8 or 9 digits." */
const BSN_MAX_LENGTH = 9;

const isDigit = (character: string) => /^\d$/.test(character);
const formatBsn = (typed: string) => formatDigitsInput(typed, BSN_MAX_LENGTH);

/** A citizen service number (BSN): digits only, at most 9, on a number keyboard. */
export function BsnField({ autoComplete = 'off', ...props }: ShapedFieldProps) {
  return (
    <InputField
      {...props}
      kind="bsn"
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={BSN_MAX_LENGTH}
      format={formatBsn}
      isValueCharacter={isDigit}
    />
  );
}
