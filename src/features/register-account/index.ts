export { RegistrationWizard } from './ui/registration-wizard';
export {
  registerOpened,
  registerClosed,
  activateOpened,
  activateClosed,
} from './model/wizard';
export {
  identityCheckMutation,
  sendActivationCodeMutation,
  validateActivationCodeMutation,
  sendVerificationCodeMutation,
  createAccountMutation,
} from './api/registration';
