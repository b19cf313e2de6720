export { ResetPasswordForm } from './ui/reset-password-form';
export { formOpened as resetPasswordFormOpened } from './model/reset-password';
export { resetPasswordTexts } from './config/texts';
