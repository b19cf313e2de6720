import { contactPageTexts } from './config/texts';

export { ContactPage } from './ui/contact-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [contactPageTexts];
