export { createForm, type Form, type FormConfig, type FieldChange, type ListField, type ItemOf, type SummaryLine } from './create-form';
export { createFormSubmission, type SubmissionConfig } from './create-form-submission';
export { createWizard, STEP_QUERY, type Wizard, type WizardConfig } from './create-wizard';
export { createLeaveGuard, shouldAskBeforeLeaving, type LeaveGuard } from './create-leave-guard';
export { useLeaveBlocker } from './use-leave-blocker';
export { serverReasonOf, serverRefusalOf } from './server-refusal';
export { useFormErrors, type FormErrorsView } from './use-form-errors';
export { namedErrorText, type NamedErrorText } from './named-error';
export {
  validationErrors,
  hasErrors,
  messageKeyOf,
  messageValuesOf,
  namespacedMessage,
  type FormMessage,
  type FormErrors,
  type FormRefusal,
} from './messages';
