export { RegistrationWizard } from './ui/registration-wizard';
export {
  registerOpened,
  registerClosed,
  activateOpened,
  activateClosed,
} from './model/wizard';
export { registerAccountTexts } from './config/texts';
