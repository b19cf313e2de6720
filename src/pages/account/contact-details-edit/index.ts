export { ContactDetailsEditPage } from './ui/contact-details-edit-page';
export { texts } from './config/texts';
