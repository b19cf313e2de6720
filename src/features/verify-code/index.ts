export { VerifyForm } from './ui/verify-form';
export { verifyOpened } from './model/verify';
export { validateLoginCodeMutation, resendCodeMutation } from './api/verification';
