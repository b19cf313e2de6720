export { ContactFormPage } from './ui/contact-form-page';
export { texts } from './config/texts';
