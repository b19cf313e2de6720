import { z } from 'zod';

/** CreateAccount/IsValid: the person found, and the e-mail address known for them (masked), if any. */
export const IdentityCheckContract = z.object({
  customerNumber: z.string(),
  emailAddress: z.string().nullable(),
  /** the later steps' bearer: they belong to the client that passed this check (issue 13 item 8) */
  registrationToken: z.string().min(1),
});

/** CreateAccount/SendVerificationCode: "returns phone number and send date". */
export const VerificationCodeSentContract = z.object({
  phoneNumber: z.string(),
  sendDate: z.string(),
});

/** The calls that answer 204 No Content. */
export const NoContentContract = z.null();
