/**
 * JWTs (HS256, local secret). A login token (`typ: 'login'`, short-lived)
 * only opens the verification-code calls; an access token (`typ: 'access'`)
 * opens the API. Both are checked against the fake clock.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from './clock';
import type { AccountRecord, CustomerRecord, Role } from './seed';

export const DEFAULT_JWT_SECRET = 'mijn-omgeving-fake-backend-local-secret-not-for-production';

export type TokenType = 'login' | 'access';

/** The `user` claim (spec 01 §3 "User"); unknown strings are null. */
export interface UserClaim {
  customerNumber: string;
  accountId: string;
  emailAddress: string | null;
  firstName: string | null;
  lastName: string | null;
  /** yyyy-MM-dd */
  birthDate: string | null;
  prefix: string | null;
  maidenName: string | null;
  prefixMaidenName: string | null;
  initials: string | null;
  gender: 'M' | 'F';
  shouldResetPassword: boolean;
  shouldVerifyEmailAddress: boolean;
  signedTermsOfAgreement: boolean;
  isDefaulter: boolean;
  shouldShowDigitalPopup: boolean;
  label: string;
  role: Role;
}

export interface TokenClaims extends JWTPayload {
  sub: string;
  iat: number;
  exp: number;
  typ: TokenType;
  permissions: string[];
  user: UserClaim;
  /** login tokens only: identifies the pending verification code */
  jti?: string;
}

export function userClaim(account: AccountRecord, customer: CustomerRecord): UserClaim {
  return {
    customerNumber: customer.customerNumber,
    accountId: account.accountId,
    emailAddress: customer.emailAddress,
    firstName: customer.firstName || null,
    lastName: customer.lastName || null,
    birthDate: customer.birthDate || null,
    prefix: customer.prefix,
    maidenName: customer.birthName,
    prefixMaidenName: customer.prefixBirthName,
    initials: customer.initials || null,
    gender: customer.gender,
    shouldResetPassword: account.shouldResetPassword,
    shouldVerifyEmailAddress: account.shouldVerifyEmailAddress,
    signedTermsOfAgreement: account.signedTermsOfAgreement,
    isDefaulter: customer.isDefaulter,
    shouldShowDigitalPopup: account.shouldShowDigitalPopup,
    label: account.label,
    role: customer.role,
  };
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'invalid-signature' | 'expired' | 'wrong-type' };

export interface Tokens {
  sign(typ: TokenType, account: AccountRecord, customer: CustomerRecord): Promise<{ token: string; claims: TokenClaims }>;
  verify(token: string, expected: TokenType): Promise<TokenCheck>;
}

export function createTokens(options: {
  secret: string;
  clock: Clock;
  accessTokenLifetimeSeconds: number;
  loginTokenLifetimeSeconds: number;
}): Tokens {
  const key = new TextEncoder().encode(options.secret);
  return {
    async sign(typ, account, customer) {
      const iat = options.clock.nowSeconds();
      const lifetime = typ === 'login' ? options.loginTokenLifetimeSeconds : options.accessTokenLifetimeSeconds;
      const claims: TokenClaims = {
        sub: account.accountId,
        iat,
        exp: iat + lifetime,
        typ,
        permissions: [...account.permissions],
        user: userClaim(account, customer),
        ...(typ === 'login' ? { jti: randomUUID() } : {}),
      };
      const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
      return { token, claims };
    },
    async verify(token, expected) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: options.clock.nowDate(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (payload['typ'] !== expected) return { ok: false, reason: 'wrong-type' };
        return { ok: true, claims: payload as TokenClaims };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'invalid-signature' };
        return { ok: false, reason: 'malformed' };
      }
    },
  };
}
