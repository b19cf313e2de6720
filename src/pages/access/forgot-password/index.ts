import { forgotCredentialsTexts } from '@/features/forgot-credentials';
import { forgotPasswordPageTexts } from './config/texts';

export { ForgotPasswordPage } from './ui/forgot-password-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [forgotPasswordPageTexts, forgotCredentialsTexts];
