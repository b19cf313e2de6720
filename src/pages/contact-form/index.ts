export { ContactFormPage } from './ui/contact-form-page';
