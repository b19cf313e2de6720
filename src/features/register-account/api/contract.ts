import { z } from 'zod';

/** CreateAccount/IsValid: the person found, and the e-mail address known for them (masked), if any. */
export const IdentityCheckContract = z.object({
  customerNumber: z.string(),
  emailAddress: z.string().nullable(),
});

/** CreateAccount/SendVerificationCode: "returns phone number and send date". */
export const VerificationCodeSentContract = z.object({
  phoneNumber: z.string(),
  sendDate: z.string(),
});

/** The calls that answer 204 No Content. */
export const NoContentContract = z.null();
