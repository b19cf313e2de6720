/**
 * JWTs (HS256, the secret of `signing-secret.ts`), all checked against the fake clock:
 * - `login` (after the password): opens only the verification-code calls;
 * - `reset` (after ResetUsername / ResetPassword, with `resetType`): opens
 *   only the reset-flow code check (and resending the code);
 * - `password-reset` (after that code check, resetType password): opens only
 *   UpdatePassword, once;
 * - `access`: opens the API. After a login with `rememberMe` it lives longer
 *   and says so in `rememberMe`, so refreshed tokens keep that lifetime.
 * Every token but the access token has a `jti`.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from './clock';
import type { AccountRecord, CustomerRecord, Role } from './seed';

export type TokenType = 'login' | 'reset' | 'password-reset' | 'access';
export type ResetType = 'username' | 'password';

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
  /** every type but access: identifies the pending verification code or the one-time use */
  jti?: string;
  /** reset and password-reset tokens: which forgot flow */
  resetType?: ResetType;
  /** login and access tokens after a login with remember-me */
  rememberMe?: boolean;
}

export interface SignOptions {
  resetType?: ResetType;
  rememberMe?: boolean;
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
  sign(typ: TokenType, account: AccountRecord, customer: CustomerRecord, options?: SignOptions): Promise<{ token: string; claims: TokenClaims }>;
  /** `expected`: the accepted type or types */
  verify(token: string, expected: TokenType | readonly TokenType[]): Promise<TokenCheck>;
}

export function createTokens(options: {
  secret: string;
  clock: Clock;
  accessTokenLifetimeSeconds: number;
  /** login and reset tokens */
  loginTokenLifetimeSeconds: number;
  /** access tokens after a login with remember-me; default accessTokenLifetimeSeconds */
  rememberMeAccessTokenLifetimeSeconds?: number;
  /** password-reset tokens; default 600 */
  passwordResetTokenLifetimeSeconds?: number;
}): Tokens {
  const key = new TextEncoder().encode(options.secret);
  const lifetimeOf = (typ: TokenType, rememberMe: boolean): number => {
    switch (typ) {
      case 'login':
      case 'reset':
        return options.loginTokenLifetimeSeconds;
      case 'password-reset':
        return options.passwordResetTokenLifetimeSeconds ?? 600;
      case 'access':
        return rememberMe
          ? (options.rememberMeAccessTokenLifetimeSeconds ?? options.accessTokenLifetimeSeconds)
          : options.accessTokenLifetimeSeconds;
    }
  };
  return {
    async sign(typ, account, customer, signOptions = {}) {
      const iat = options.clock.nowSeconds();
      const rememberMe = signOptions.rememberMe === true && (typ === 'login' || typ === 'access');
      const claims: TokenClaims = {
        sub: account.accountId,
        iat,
        exp: iat + lifetimeOf(typ, rememberMe),
        typ,
        permissions: [...account.permissions],
        user: userClaim(account, customer),
        ...(typ === 'access' ? {} : { jti: randomUUID() }),
        ...(signOptions.resetType && (typ === 'reset' || typ === 'password-reset') ? { resetType: signOptions.resetType } : {}),
        ...(rememberMe ? { rememberMe } : {}),
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
        const accepted: readonly unknown[] = typeof expected === 'string' ? [expected] : expected;
        if (!accepted.includes(payload['typ'])) return { ok: false, reason: 'wrong-type' };
        return { ok: true, claims: payload as TokenClaims };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'invalid-signature' };
        return { ok: false, reason: 'malformed' };
      }
    },
  };
}
