import { InputField, type ShapedFieldProps } from './input-field';
import { formatMoneyInput, MONEY_INPUT_MAX_LENGTH } from './input-format';

const isMoneyCharacter = (character: string) => /^[\d,.\- ]$/.test(character);

/**
 * An amount as people type it in the Netherlands ("3.450,00", "45,-"; the
 * domain's `readMoney` reads it). The currency sign before the input is for
 * the eye only: the label names the currency ('Bedrag in euro'). An amount in
 * another currency (a bill abroad in dollars, issue 32 and 33) shows its ISO
 * code there instead, and the field's name says it too, so nobody reads
 * dollars as euros.
 */
export function MoneyField({ autoComplete = 'off', currency = 'EUR', label, ...props }: ShapedFieldProps & { currency?: string }) {
  const isEuro = currency === 'EUR';
  return (
    <InputField
      {...props}
      label={isEuro ? label : `${label} (${currency})`}
      kind="money"
      type="text"
      inputMode="decimal"
      maxLength={MONEY_INPUT_MAX_LENGTH}
      autoComplete={autoComplete}
      prefix={isEuro ? '€' : currency}
      format={formatMoneyInput}
      isValueCharacter={isMoneyCharacter}
    />
  );
}
