import { resetPasswordTexts } from '@/features/reset-password';
import { resetPasswordPageTexts } from './config/texts';

export { ResetPasswordPage } from './ui/reset-password-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [resetPasswordPageTexts, resetPasswordTexts];
