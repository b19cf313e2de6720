import { notFoundTexts } from './config/texts';

export { NotFoundPage } from './ui/not-found-page';
/** The texts of this page, added when its chunk loads. */
export const texts = [notFoundTexts];
