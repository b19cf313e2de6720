export { PersonalInfoPage } from './ui/personal-info-page';
export { texts } from './config/texts';
