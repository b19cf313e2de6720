export { ResetPasswordPage } from './ui/reset-password-page';
export { texts } from './config/texts';
