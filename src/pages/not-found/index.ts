export { NotFoundPage } from './ui/not-found-page';
export { texts } from './config/texts';
