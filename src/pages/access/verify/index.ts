export { VerifyPage } from './ui/verify-page';
export { texts } from './config/texts';
