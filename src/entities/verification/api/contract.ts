import { z } from '@/shared/api';

/**
 * Account login result, the "verification receiver" (spec 01 §3). The
 * forgot-username flow leaves the username out (null) until the code is checked.
 */
export const VerificationReceiverContract = z.object({
  username: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  emailAddress: z.nullable(z.string()),
  phoneNumberIsUnknown: z.boolean(),
  emailAddressIsUnknown: z.boolean(),
  isVerificationCodeNeeded: z.boolean(),
  sendDate: z.nullable(z.string()),
  customerNumber: z.string(),
});

export type VerificationReceiver = z.infer<typeof VerificationReceiverContract>;
