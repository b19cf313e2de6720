export { HomePage } from './ui/home-page';
export { texts } from './config/texts';
