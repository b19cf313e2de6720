export { ForgotForm } from './ui/forgot-form';
export { MissingContactDialog } from './ui/missing-contact-dialog';
export { formOpened as forgotFormOpened } from './model/forgot';
export { forgotCredentialsTexts } from './config/texts';
