import { z } from 'zod';

/** Account login result, the "verification receiver" (spec 01 §3). */
export const VerificationReceiverContract = z.object({
  username: z.string(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumberIsUnknown: z.boolean(),
  emailAddressIsUnknown: z.boolean(),
  isVerificationCodeNeeded: z.boolean(),
  sendDate: z.string().nullable(),
  customerNumber: z.string(),
});

export type VerificationReceiver = z.infer<typeof VerificationReceiverContract>;
