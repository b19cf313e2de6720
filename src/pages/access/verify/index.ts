import { verifyCodeTexts } from '@/features/verify-code';
import { verifyPageTexts } from './config/texts';

export { VerifyPage } from './ui/verify-page';
/** The texts of this page and of the features it shows, added when its chunk loads. */
export const texts = [verifyPageTexts, verifyCodeTexts];
