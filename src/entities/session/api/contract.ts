import { array, boolean, nullable, number, object, oneOf, optional, text, type Infer } from '@/shared/lib/contract';

const nullableText = optional(nullable(text()));

/** The user as the access token's claims carry it (spec 01 §3 "User"). */
export const TokenUserContract = object({
  customerNumber: text(),
  accountId: text(),
  emailAddress: nullableText,
  firstName: text(),
  lastName: text(),
  birthDate: text(),
  prefix: nullableText,
  maidenName: nullableText,
  prefixMaidenName: nullableText,
  initials: text(),
  gender: oneOf('M', 'F'),
  shouldResetPassword: boolean(),
  shouldVerifyEmailAddress: boolean(),
  signedTermsOfAgreement: boolean(),
  isDefaulter: boolean(),
  shouldShowDigitalPopup: boolean(),
  label: text(),
  role: oneOf('H', 'M', 'P'),
});

/** Token claims: expiry time, issued-at, permission codes, user data (spec 01 §3). */
export const AccessTokenClaimsContract = object({
  typ: oneOf('access'),
  sub: text(),
  iat: number(),
  exp: number(),
  permissions: array(text()),
  user: TokenUserContract,
});

type ClaimedUser = Infer<typeof TokenUserContract>;
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
