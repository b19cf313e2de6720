import { boolean, nullable, object, text, type Infer } from '@/shared/lib/contract';

/**
 * Account login result, the "verification receiver" (spec 01 §3). The
 * forgot-username flow leaves the username out (null) until the code is checked.
 */
export const VerificationReceiverContract = object({
  username: nullable(text()),
  phoneNumber: nullable(text()),
  emailAddress: nullable(text()),
  phoneNumberIsUnknown: boolean(),
  emailAddressIsUnknown: boolean(),
  isVerificationCodeNeeded: boolean(),
  sendDate: nullable(text()),
  customerNumber: text(),
});

export type VerificationReceiver = Infer<typeof VerificationReceiverContract>;
