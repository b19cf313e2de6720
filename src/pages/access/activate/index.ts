import { registerAccountTexts } from '@/features/register-account';
import { verifyCodeTexts } from '@/features/verify-code';
import { activatePageTexts } from './config/texts';

export { ActivatePage } from './ui/activate-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [activatePageTexts, registerAccountTexts, verifyCodeTexts];
