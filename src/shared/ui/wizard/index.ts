import './wizard.css';

export { StepIndicator } from './step-indicator';
export { SummaryList, type SummaryRow } from './summary-list';
export { WizardActions, WizardDialogs, SummaryFiles } from './wizard-footer';
export { WizardForm } from './wizard-form';
