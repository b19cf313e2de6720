export * as sessionModel from './model/session';
export {
  $session,
  $user,
  $permissions,
  $isAuthenticated,
  $isLoggingOff,
  accessTokenReceived,
  sessionRenewed,
  logoutStarted,
  readSessionFx,
  storeSessionFx,
  takeLoggedOutMarkFx,
} from './model/session';
export { sessionFromAccessToken, type Session } from './lib/session';
export type { TokenUser } from './api/contract';
