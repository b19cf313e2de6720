import { z } from '@/shared/api';

const nullableText = z.nullish(z.string());

/** The user as the access token's claims carry it (spec 01 §3 "User"). */
export const TokenUserContract = z.object({
  customerNumber: z.string(),
  accountId: z.string(),
  emailAddress: nullableText,
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  prefix: nullableText,
  maidenName: nullableText,
  prefixMaidenName: nullableText,
  initials: z.string(),
  gender: z.enum(['M', 'F']),
  shouldResetPassword: z.boolean(),
  shouldVerifyEmailAddress: z.boolean(),
  signedTermsOfAgreement: z.boolean(),
  isDefaulter: z.boolean(),
  shouldShowDigitalPopup: z.boolean(),
  label: z.string(),
  role: z.enum(['H', 'M', 'P']),
});

/** Token claims: expiry time, issued-at, permission codes, user data (spec 01 §3). */
export const AccessTokenClaimsContract = z.object({
  typ: z.literal('access'),
  sub: z.string(),
  iat: z.number(),
  exp: z.number(),
  permissions: z.array(z.string()),
  user: TokenUserContract,
});

type ClaimedUser = z.infer<typeof TokenUserContract>;
type TextsLeftOut = 'emailAddress' | 'prefix' | 'maidenName' | 'prefixMaidenName';

/** The user as the portal reads it: a text the token leaves out is null. */
export type TokenUser = Omit<ClaimedUser, TextsLeftOut> & { [Name in TextsLeftOut]: string | null };

export function toTokenUser(user: ClaimedUser): TokenUser {
  return {
    ...user,
    emailAddress: user.emailAddress ?? null,
    prefix: user.prefix ?? null,
    maidenName: user.maidenName ?? null,
    prefixMaidenName: user.prefixMaidenName ?? null,
  };
}
