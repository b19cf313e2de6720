export { SettingsEditPage } from './ui/settings-edit-page';
