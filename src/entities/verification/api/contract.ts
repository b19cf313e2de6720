import { z } from 'zod';

/**
 * Account login result, the "verification receiver" (spec 01 §3). The
 * forgot-username flow leaves the username out (null) until the code is checked.
 */
export const VerificationReceiverContract = z.object({
  username: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumberIsUnknown: z.boolean(),
  emailAddressIsUnknown: z.boolean(),
  isVerificationCodeNeeded: z.boolean(),
  sendDate: z.string().nullable(),
  customerNumber: z.string(),
});

export type VerificationReceiver = z.infer<typeof VerificationReceiverContract>;
