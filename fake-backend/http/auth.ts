/**
 * Bearer-token guards. `requireToken()` answers 401 for a missing, malformed,
 * wrongly signed or expired (fake clock) token, and for a token of the wrong
 * type (a login token on the API, an access token on the code check).
 * A token whose `jti` was used up (a password-reset token after its one
 * password change) is refused like an expired one.
 * `requirePermission(code)` answers 403 when the token lacks the code.
 */
import type { RequestHandler, Response } from 'express';
import type { PermissionCode } from '../../domain/access';
import type { Context } from '../context';
import type { AccountRecord, CustomerRecord } from '../seed';
import type { TokenClaims, TokenType } from '../tokens';
import { forbidden, handle, unauthorized } from './errors';

export interface Auth {
  token: string;
  claims: TokenClaims;
  account: AccountRecord;
  customer: CustomerRecord;
}

const REASONS = {
  'malformed': 'Unauthorized: malformed token',
  'invalid-signature': 'Unauthorized: invalid token signature',
  'expired': 'Unauthorized: token expired',
  'wrong-type': 'Unauthorized: wrong token type',
} as const;

/** `expected`: the accepted token type or types (default: access tokens only). */
export function requireToken(ctx: Context, expected: TokenType | readonly TokenType[] = 'access'): RequestHandler {
  return handle(async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match?.[1]) throw unauthorized('Unauthorized: missing bearer token');
    const check = await ctx.tokens.verify(match[1], expected);
    if (!check.ok) throw unauthorized(REASONS[check.reason]);
    if (check.claims.jti && ctx.usedTokens.has(check.claims.jti)) throw unauthorized('Unauthorized: token already used');
    const state = ctx.store.read();
    const account = state.accounts.find((entry) => entry.accountId === check.claims.sub);
    const customer = account && state.customers.find((entry) => entry.customerNumber === account.customerNumber);
    if (!account || !customer) throw unauthorized('Unauthorized: unknown account');
    const auth: Auth = { token: match[1], claims: check.claims, account, customer };
    res.locals['auth'] = auth;
    next();
  });
}

/** Use after requireToken. */
export function requirePermission(code: PermissionCode): RequestHandler {
  return (_req, res, next) => {
    if (!authOf(res).claims.permissions.includes(code)) {
      next(forbidden(`Forbidden: permission '${code}' required`));
      return;
    }
    next();
  };
}

export function authOf(res: Response): Auth {
  const auth = res.locals['auth'] as Auth | undefined;
  if (!auth) throw new Error('authOf used on a route without requireToken');
  return auth;
}
