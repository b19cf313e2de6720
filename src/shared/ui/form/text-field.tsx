import { InputField, type InputFieldProps } from './input-field';

export type TextFieldProps = InputFieldProps;

/**
 * A labelled text input whose hint and error are announced with it
 * (aria-describedby); any input attribute passes through (maxLength,
 * inputMode, autoComplete…) except the native `required`, which only sets
 * the visible marker.
 */
export function TextField(props: TextFieldProps) {
  return <InputField {...props} />;
}
