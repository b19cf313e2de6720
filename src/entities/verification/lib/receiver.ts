import type { VerificationReceiver } from '../api/contract';

/** "Verification and activation codes time out after 5 minutes." */
export const CODE_VALIDITY_MS = 5 * 60 * 1000;

/** Dutch mobile numbers start with +316 (or 06); any other number is a landline, which gets a call. */
export function isLandline(phoneNumber: string): boolean {
  const compact = phoneNumber.replace(/[\s-]/g, '');
  return !(compact.startsWith('+316') || compact.startsWith('06') || compact.startsWith('00316'));
}

export function codeChannel(receiver: VerificationReceiver): 'sms' | 'call' | null {
  if (receiver.phoneNumberIsUnknown || !receiver.phoneNumber) return null;
  return isLandline(receiver.phoneNumber) ? 'call' : 'sms';
}

/** "If a verification code is needed and a phone number is known, or a code is not needed, the user goes to verify." */
export function mayGoToVerification(receiver: VerificationReceiver): boolean {
  return !receiver.isVerificationCodeNeeded || !receiver.phoneNumberIsUnknown;
}

export function isCodeExpired(sendDate: string | null, now: number): boolean {
  if (!sendDate) return false;
  const sent = Date.parse(sendDate);
  return Number.isFinite(sent) && now - sent > CODE_VALIDITY_MS;
}
