export { PersonalInfoEditPage } from './ui/personal-info-edit-page';
