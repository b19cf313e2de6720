import { contactFormTexts } from './config/texts';

export { ContactFormPage } from './ui/contact-form-page';
/** The texts of this page, added when its chunk loads (the kit's own come with the validation messages). */
export const texts = [contactFormTexts];
