export { ContactPage } from './ui/contact-page';
export { texts } from './config/texts';
