export { VerifyForm } from './ui/verify-form';
export { verifyOpened } from './model/verify';
export { type ResetType, type ResetFlowOutcome } from './api/verification';
export { verifyCodeTexts } from './config/texts';
