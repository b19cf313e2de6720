import { customerTexts } from '@/entities/customer';
import { personalInfoPageTexts } from './config/texts';

export { PersonalInfoPage } from './ui/personal-info-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [personalInfoPageTexts, customerTexts];
