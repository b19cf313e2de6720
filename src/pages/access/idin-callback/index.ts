export { IdinCallbackPage } from './ui/idin-callback-page';
