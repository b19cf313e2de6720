export { VerifyPage } from './ui/verify-page';
