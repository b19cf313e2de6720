import { InputField, type ShapedFieldProps } from './input-field';
import { fitPhoneInput } from './input-format';

/**
 * A phone number with the spec's maximum input length for what it starts
 * with: 10 for 06, 12 for +31, else 15, plus the formatting characters typed.
 * The maximum is applied to what the field holds after each input
 * (`fitPhoneInput`), not as a `maxlength` attribute: that one is the
 * maximum of the value before, so "+31 6 12345678" pasted over "06" was cut
 * to the 06 maximum (issue 33 point 9).
 */
export function PhoneField({ autoComplete = 'tel', ...props }: ShapedFieldProps) {
  return <InputField {...props} kind="phone" type="tel" autoComplete={autoComplete} format={fitPhoneInput} />;
}
