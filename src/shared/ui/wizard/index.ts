import './wizard.css';

export { StepIndicator } from './step-indicator';
export { SummaryList, type SummaryRow } from './summary-list';
