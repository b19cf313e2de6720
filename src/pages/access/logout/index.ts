import { logoutTexts } from './config/texts';

export { LogoutPage } from './ui/logout-page';
/** The texts of this page, added when its chunk loads. */
export const texts = [logoutTexts];
