import { phoneNumberMaxInputLength } from '@portal/domain';
import { InputField, type ShapedFieldProps } from './input-field';
import { fitPhoneInput } from './input-format';

/**
 * A phone number with the spec's maximum input length for what it starts
 * with: 10 for 06, 12 for +31, else 15, plus the formatting characters typed.
 */
export function PhoneField({ autoComplete = 'tel', ...props }: ShapedFieldProps) {
  return (
    <InputField
      {...props}
      kind="phone"
      type="tel"
      autoComplete={autoComplete}
      maxLength={phoneNumberMaxInputLength(props.value)}
      format={fitPhoneInput}
    />
  );
}
