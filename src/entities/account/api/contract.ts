import { z } from 'zod';

const nullableText = z.string().nullable().optional().transform((value) => value ?? null);

/** Account details (spec 01 §3), answered by Account/GetAccountDetails. */
export const AccountDetailsContract = z.object({
  username: z.string(),
  email: nullableText,
  phoneNumber: nullableText,
  iDinActivationDate: nullableText,
  iDinActive: z.boolean(),
  loginActive: z.boolean(),
  loginInfo: nullableText,
  digitalNewsletterActive: z.boolean(),
  announcementEmailActive: z.boolean(),
  /** not in the spec's field list: how the post is sent; digital when absent */
  contactPreference: z.enum(['digital', 'paper']).optional().transform((value) => value ?? 'digital'),
  paymentMethod: nullableText,
  paymentMethodExcess: nullableText,
});

export type AccountDetails = z.infer<typeof AccountDetailsContract>;
