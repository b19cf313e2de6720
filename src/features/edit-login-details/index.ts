export { UsernameForm, PasswordForm, PhoneNumberForm } from './ui/login-details-forms';
export {
  formOpened as loginDetailsFormOpened,
  saved as loginDetailsSaved,
  type LoginDetail,
} from './model/login-details';
export { LOGIN_DETAIL_QUERY_PARAMETER, LOGIN_DETAIL_QUERY_VALUES, loginDetailFromQuery } from './config/query';
export { editLoginDetailsTexts } from './config/texts';
