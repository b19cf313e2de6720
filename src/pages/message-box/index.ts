export { MessageBoxPage } from './ui/message-box-page';
