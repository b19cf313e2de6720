export { SettingsPage } from './ui/settings-page';
