import { notAvailableTexts } from './config/texts';

export { NotAvailablePage } from './ui/not-available-page';
/** The texts of this page, added when its chunk loads. */
export const texts = [notAvailableTexts];
