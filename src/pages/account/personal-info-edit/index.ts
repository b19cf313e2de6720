import { customerTexts } from '@/entities/customer';
import { editPersonalDetailsTexts } from '@/features/edit-personal-details';
import { personalInfoEditPageTexts } from './config/texts';

export { PersonalInfoEditPage } from './ui/personal-info-edit-page';
/** The texts of this page and of the slices it shows, added when its chunk loads. */
export const texts = [personalInfoEditPageTexts, editPersonalDetailsTexts, customerTexts];
