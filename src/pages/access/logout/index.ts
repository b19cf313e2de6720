export { LogoutPage } from './ui/logout-page';
export { texts } from './config/texts';
