export {
  savePendingBankSessionFx,
  readPendingBankSessionFx,
  clearPendingBankSessionFx,
  type PendingBankSession,
} from './model/pending-session';
export { CLIENT_CODE_COOKIE, MODE_COOKIE } from './config/cookies';
