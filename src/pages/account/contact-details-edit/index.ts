export { ContactDetailsEditPage } from './ui/contact-details-edit-page';
