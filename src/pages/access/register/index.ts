import { registerAccountTexts } from '@/features/register-account';
import { verifyCodeTexts } from '@/features/verify-code';
import { registerPageTexts } from './config/texts';

export { RegisterPage } from './ui/register-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [registerPageTexts, registerAccountTexts, verifyCodeTexts];
