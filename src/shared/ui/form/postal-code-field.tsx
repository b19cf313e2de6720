import { InputField, type ShapedFieldProps } from './input-field';
import { formatPostalCodeInput } from './input-format';

/** '1234 AB' */
const POSTAL_CODE_LENGTH = 7;

/** A Dutch postal code, '1234 AB': the space and the capitals appear while typing. */
export function PostalCodeField({ autoComplete = 'postal-code', ...props }: ShapedFieldProps) {
  return (
    <InputField
      {...props}
      kind="postal-code"
      type="text"
      autoComplete={autoComplete}
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={POSTAL_CODE_LENGTH}
      format={formatPostalCodeInput}
    />
  );
}
