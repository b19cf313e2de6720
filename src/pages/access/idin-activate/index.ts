import { idinStartTexts } from '@/features/idin-start';
import { idinActivatePageTexts } from './config/texts';

export { IdinActivatePage } from './ui/idin-activate-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [idinActivatePageTexts, idinStartTexts];
