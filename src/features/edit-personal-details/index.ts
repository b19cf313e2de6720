export { PersonalDetailsForm } from './ui/personal-details-form';
export {
  formOpened as personalDetailsFormOpened,
  formClosed as personalDetailsFormClosed,
  saved as personalDetailsSaved,
} from './model/edit-personal-details';
export { type CustomerUpdate } from './api/update-customer';
export { editPersonalDetailsTexts } from './config/texts';
