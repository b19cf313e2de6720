import './form.css';

export { TextField } from './text-field';
export { CheckboxField } from './checkbox-field';
export { ErrorSummary, type SummaryError } from './error-summary';
