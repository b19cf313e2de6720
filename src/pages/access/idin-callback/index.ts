import { idinCallbackTexts } from '@/features/idin-callback';
import { idinCallbackPageTexts } from './config/texts';

export { IdinCallbackPage } from './ui/idin-callback-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [idinCallbackPageTexts, idinCallbackTexts];
