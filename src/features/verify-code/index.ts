export { VerifyForm } from './ui/verify-form';
export { verifyOpened } from './model/verify';
export {
  validateLoginCodeMutation,
  validateResetCodeMutation,
  resendCodeMutation,
  type ResetType,
  type ResetFlowOutcome,
} from './api/verification';
export { verifyCodeTexts } from './config/texts';
