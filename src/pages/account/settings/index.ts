export { SettingsPage } from './ui/settings-page';
export { texts } from './config/texts';
