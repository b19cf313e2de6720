import { InputField, type ShapedFieldProps } from './input-field';
import { formatMoneyInput } from './input-format';

const isMoneyCharacter = (character: string) => /^[\d,.]$/.test(character);

/**
 * An amount in euros with a decimal comma, at most 9 digits before it. The
 * euro sign before the input is for the eye only: the label names the
 * currency ('Bedrag in euro'). A bill in another currency shows its ISO
 * code there instead (`currency`, issue 32), so nobody reads dollars as euros.
 */
export function MoneyField({ autoComplete = 'off', currency = 'EUR', ...props }: ShapedFieldProps & { currency?: string }) {
  return (
    <InputField
      {...props}
      kind="money"
      type="text"
      inputMode="decimal"
      autoComplete={autoComplete}
      prefix={currency === 'EUR' ? '€' : currency}
      format={formatMoneyInput}
      isValueCharacter={isMoneyCharacter}
    />
  );
}
