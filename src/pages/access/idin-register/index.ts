export { IdinRegisterPage } from './ui/idin-register-page';
