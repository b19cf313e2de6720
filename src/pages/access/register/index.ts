export { RegisterPage } from './ui/register-page';
export { texts } from './config/texts';
