import { idinStartTexts } from '@/features/idin-start';
import { idinRegisterPageTexts } from './config/texts';

export { IdinRegisterPage } from './ui/idin-register-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [idinRegisterPageTexts, idinStartTexts];
