export { PersonalInfoEditPage } from './ui/personal-info-edit-page';
export { texts } from './config/texts';
