export { MessageBoxPage } from './ui/message-box-page';
export { texts } from './config/texts';
