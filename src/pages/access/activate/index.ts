export { ActivatePage } from './ui/activate-page';
export { texts } from './config/texts';
