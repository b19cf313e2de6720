export { ContactDetailsForm } from './ui/contact-details-form';
export { formOpened as contactDetailsFormOpened, saved as contactDetailsSaved } from './model/contact-details';
export { type ContactDetailsUpdate } from './api/update-contact-details';
export { editContactDetailsTexts } from './config/texts';
