export { IdinActivatePage } from './ui/idin-activate-page';
