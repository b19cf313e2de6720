export {
  $passwordResetGrant,
  $recoveredUsername,
  passwordResetGranted,
  recoveryFinished,
  usernameRecovered,
  type PasswordResetGrant,
  type RecoveredUsername,
} from './model/recovery';
