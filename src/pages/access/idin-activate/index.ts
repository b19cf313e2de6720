export { IdinActivatePage } from './ui/idin-activate-page';
export { texts } from './config/texts';
