export { IdinCallbackPage } from './ui/idin-callback-page';
export { texts } from './config/texts';
