export { ForgotPasswordPage } from './ui/forgot-password-page';
export { texts } from './config/texts';
