export { ActivatePage } from './ui/activate-page';
