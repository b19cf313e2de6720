export { SettingsEditPage } from './ui/settings-edit-page';
export { texts } from './config/texts';
