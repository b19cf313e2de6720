import { editLoginDetailsTexts } from '@/features/edit-login-details';
import { settingsPageTexts } from './config/texts';

export { SettingsPage } from './ui/settings-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [settingsPageTexts, editLoginDetailsTexts];
