export { ResetPasswordPage } from './ui/reset-password-page';
