import { InputField, type ShapedFieldProps } from './input-field';
import { formatIbanInput, ibanGroupedMaxLength } from './input-format';

/** An IBAN shown in groups of four while typing; the value keeps the spaces, the model strips them. */
export function IbanField({ autoComplete = 'off', ...props }: ShapedFieldProps) {
  return (
    <InputField
      {...props}
      kind="iban"
      type="text"
      autoComplete={autoComplete}
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={ibanGroupedMaxLength()}
      format={formatIbanInput}
    />
  );
}
