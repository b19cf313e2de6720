export { VerificationReceiverContract, type VerificationReceiver } from './api/contract';
export {
  $pendingVerification,
  verificationStarted,
  receiverRenewed,
  verificationFinished,
  type PendingVerification,
  type VerificationOrigin,
} from './model/verification';
export { codeChannel, isCodeExpired, isLandline, mayGoToVerification, CODE_VALIDITY_MS } from './lib/receiver';
