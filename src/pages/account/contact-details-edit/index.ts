import { editContactDetailsTexts } from '@/features/edit-contact-details';
import { contactDetailsEditPageTexts } from './config/texts';

export { ContactDetailsEditPage } from './ui/contact-details-edit-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [contactDetailsEditPageTexts, editContactDetailsTexts];
