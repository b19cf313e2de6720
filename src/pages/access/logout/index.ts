export { LogoutPage } from './ui/logout-page';
