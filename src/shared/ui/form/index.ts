import './form.css';

export { TextField, type TextFieldProps } from './text-field';
export { TextareaField } from './textarea-field';
export { SelectField, yearOptions, type FieldOption } from './select-field';
export { RadioGroupField } from './radio-group-field';
export { YesNoField } from './yes-no-field';
export { CheckboxGroupField } from './checkbox-group-field';
export { type ChoiceOption } from './choice-group';
export { CheckboxField } from './checkbox-field';
export { DateField } from './date-field';
export { MoneyField } from './money-field';
export { PhoneField } from './phone-field';
export { PostalCodeField } from './postal-code-field';
export { IbanField } from './iban-field';
export { BsnField } from './bsn-field';
export { type ShapedFieldProps } from './input-field';
export { type RequirementProps } from './field-parts';
export { ErrorSummary, type SummaryError } from './error-summary';
