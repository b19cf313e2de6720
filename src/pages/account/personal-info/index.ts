export { PersonalInfoPage } from './ui/personal-info-page';
