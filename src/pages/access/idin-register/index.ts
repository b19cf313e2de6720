export { IdinRegisterPage } from './ui/idin-register-page';
export { texts } from './config/texts';
