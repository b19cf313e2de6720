import './wizard.css';

export { StepIndicator } from './step-indicator';
export { SummaryList, type SummaryRow } from './summary-list';
export { WizardActions, WizardConfirmations, SummaryFiles } from './wizard-footer';
export { useWizardStep } from './use-wizard-step';
export { WizardForm } from './wizard-form';
