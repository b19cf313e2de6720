import { permissionFlagsFromCodes, type PermissionFlags } from '@portal/domain';
import { AccessTokenClaimsContract, toTokenUser, type TokenUser } from '../api/contract';
import { decodeJwtPayload } from './jwt';

export interface Session {
  accessToken: string;
  user: TokenUser;
  permissionCodes: string[];
  permissions: PermissionFlags;
  /** seconds since epoch, from the token */
  issuedAt: number;
  expiresAt: number;
}

/** A session from an access token, or null when the token is not one of ours. */
export function sessionFromAccessToken(accessToken: string): Session | null {
  const claims = AccessTokenClaimsContract.safeParse(decodeJwtPayload(accessToken)).data;
  if (!claims) return null;
  return {
    accessToken,
    user: toTokenUser(claims.user),
    permissionCodes: claims.permissions,
    permissions: permissionFlagsFromCodes(claims.permissions),
    issuedAt: claims.iat,
    expiresAt: claims.exp,
  };
}

/** "With remember-me the token cookie lasts 365 days; without it, the token's own lifetime." */
export function tokenCookieLifetimeSeconds(session: Session, rememberMe: boolean, rememberMeSeconds: number): number {
  return rememberMe ? rememberMeSeconds : Math.max(0, session.expiresAt - session.issuedAt);
}

/** "The earlier of the two": the token's expiry and the expiry cookie, in ms. */
export function sessionDeadline(session: Session, expiryCookieMs: number | null): number {
  const tokenExpiryMs = session.expiresAt * 1000;
  return expiryCookieMs === null ? tokenExpiryMs : Math.min(tokenExpiryMs, expiryCookieMs);
}
