import { homePageTexts } from './config/texts';

export { HomePage } from './ui/home-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [homePageTexts];
