import { editLoginDetailsTexts } from '@/features/edit-login-details';
import { settingsEditPageTexts } from './config/texts';

export { SettingsEditPage } from './ui/settings-edit-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [settingsEditPageTexts, editLoginDetailsTexts];
